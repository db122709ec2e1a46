/// Derives a model's name from its type name, as Instant Cocoa's `ICInflector`: for every registered prefix that
/// the type name starts with, every occurrence of that prefix is removed.
///
/// The model name picks the handler of a model (see ``ListModelHandlers``): `MYUser` with the prefix `MY` is a
/// `User`, so `on(modelNamed: "User")` configures it. A type can name itself by adopting ``ListNamedModel``.
///
/// ```swift
/// var inflector = ListModelInflector()     // prefixes "IC" and "NS"
/// inflector.addPrefixes(["MY"])
/// inflector.modelName(for: MYUser.self)    // "User"
/// ```
///
/// Quirk kept from Instant Cocoa: *every* occurrence of a matching prefix goes, not only the leading one
/// (`ICPicIC` → `Pic`).
public struct ListModelInflector: Hashable, Sendable {
    /// The prefixes removed from type names, in the order they are tried.
    public private(set) var prefixes: [String]

    /// Creates an inflector with Instant Cocoa's default prefixes, `IC` and `NS`.
    public init(prefixes: [String] = ["IC", "NS"]) {
        self.prefixes = prefixes
    }

    /// Adds prefixes (ignoring empty strings and ones already present).
    public mutating func addPrefixes(_ newPrefixes: [String]) {
        for prefix in newPrefixes where !prefix.isEmpty && !prefixes.contains(prefix) {
            prefixes.append(prefix)
        }
    }

    /// The type's own name, without module or generic arguments' modules: `MYUser`.
    public static func typeName(of type: Any.Type) -> String {
        String(describing: type)
    }

    /// The model name of a type: its ``ListNamedModel/modelName`` when it has one, else its type name with the
    /// registered prefixes removed.
    public func modelName(for type: Any.Type) -> String {
        if let named = type as? any ListNamedModel.Type { return named.modelName }
        return modelName(forTypeName: Self.typeName(of: type))
    }

    /// A type name with the registered prefixes removed.
    public func modelName(forTypeName typeName: String) -> String {
        var name = typeName
        for prefix in prefixes where name.hasPrefix(prefix) {
            name = name.replacingAll(prefix)
        }
        return name
    }
}

extension String {
    /// The string with every occurrence of `target` removed.
    fileprivate func replacingAll(_ target: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// A model type that names itself instead of having its name inflected from its type name (Instant Cocoa's
/// `+modelName` override).
///
/// ```swift
/// struct FeedStory: ListNamedModel { static let modelName = "Story" }
/// ```
public protocol ListNamedModel {
    /// The name used to find the model's handlers.
    static var modelName: String { get }
}
