import ListCore

/// One entry of a spec's `variants`: a name, the environment values it changes and, optionally, the audit's checks
/// and thresholds (`"audit"`, as the spec's). `record`/`verify` check every
/// variant with its own golden `NAME+VARIANT.png`; `render --variants` draws them side by side.
///
/// ```json
/// "variants": [ { "name": "dark", "theme": "dark" },
///               { "name": "ax5", "contentSizeCategory": "accessibilityExtraExtraExtraLarge" },
///               { "name": "rtl", "layoutDirection": "rightToLeft", "locale": "ar" } ]
/// ```
public struct ListSpecVariant: Hashable, Sendable {
    /// The name, used in golden file names (`feed+dark.png`): letters, digits, `-` and `_`.
    public var name: String
    /// What it changes in the spec's environment.
    public var environment: ListEnvironmentOverrides
    /// What it changes in the spec's audit checks and thresholds (its `"audit"` object; `verify --audit`).
    public var audit: ListAccessibilityAuditOptions

    /// Creates a variant.
    ///
    /// - Parameters:
    ///   - name: the name (letters, digits, `-`, `_`).
    ///   - environment: what it changes in the spec's environment.
    ///   - audit: what it changes in the spec's audit checks and thresholds.
    public init(
        name: String, environment: ListEnvironmentOverrides, audit: ListAccessibilityAuditOptions = .init()
    ) {
        self.name = name
        self.environment = environment
        self.audit = audit
    }

    /// Whether `name` may name a variant (and so a golden, `feed+NAME.png`): letters, digits, `-` and `_`, not empty.
    ///
    /// ```swift
    /// ListSpecVariant.isValidName("dark-ax5")    // true
    /// ListSpecVariant.isValidName("dark ax5")    // false
    /// ```
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}

extension ListSpec {
    /// The spec as a variant shows it: the variant's environment values (and audit choices) over the spec's own.
    ///
    /// - Parameter variant: one of ``variants``.
    /// - Returns: the spec with that environment and audit and no variants.
    public func applying(_ variant: ListSpecVariant) -> ListSpec {
        var spec = self
        spec.environment = environment.merging(variant.environment)
        spec.audit = audit.merging(variant.audit)
        spec.variants = []
        return spec
    }

    /// The golden file name of a variant of the spec called `name`: `name+variant.png` (`name.png` without one).
    ///
    /// - Parameters:
    ///   - name: the spec's base name (`feed` for `feed.json`).
    ///   - variant: the variant, or `nil` for the spec itself.
    public static func goldenName(_ name: String, variant: ListSpecVariant?) -> String {
        variant.map { "\(name)+\($0.name).png" } ?? "\(name).png"
    }
}

extension ListEnvironmentOverrides {
    /// The keys of an `environment` object (and of a variant, besides its `name`).
    static let keys = ["theme", "contentSizeCategory", "layoutDirection", "locale"]
}
