import Foundation
import ListCore
import ListPlumbing

/// Where golden files live: by default in a `__Snapshots__` folder beside each spec (as swift-snapshot-testing
/// and Paparazzi do), or all in one folder the user names.
///
/// ```
/// Samples/feed.json  →  Samples/__Snapshots__/feed.png                    still
///                       Samples/__Snapshots__/feed.layout.json            its layout (the `layout` output)
///                       Samples/__Snapshots__/feed+dark.png               still of the variant `dark`
///                       Samples/__Snapshots__/feed.animation/             frames of its updates (frame-0000.png …, manifest.json)
///                       Samples/__Snapshots__/feed.animation.layout.json  the layout of its last state
///                       Samples/__Snapshots__/feed.accessibility.png      its accessibility snapshot (`--accessibility`)
///                       Samples/__Snapshots__/feed.accessibility.layout.json  … whose sidecar adds "accessibility"
/// ```
public struct GoldenLocation: Hashable, Sendable {
    /// The default folder name beside each spec.
    public static let defaultFolderName = "__Snapshots__"

    /// One folder for every golden, or `nil` for `__Snapshots__` beside each spec.
    public var folder: URL?

    /// Creates a location.
    public init(folder: URL? = nil) {
        self.folder = folder
    }

    /// The folder holding the goldens of `spec`.
    public func folder(for spec: URL) -> URL {
        folder ?? spec.deletingLastPathComponent().appendingPathComponent(Self.defaultFolderName)
    }

    /// The still golden of a spec (or of one of its variants): `<folder>/<spec name>[+<variant>].png`.
    public func stillURL(for spec: URL, variant: String? = nil) -> URL {
        folder(for: spec).appendingPathComponent(Self.name(of: spec, variant: variant) + ".png")
    }

    /// The accessibility golden of a spec (or variant): `<folder>/<spec name>[+<variant>].accessibility.png`, the
    /// screen with what VoiceOver reads outlined and listed (`record --accessibility`).
    public func accessibilityURL(for spec: URL, variant: String? = nil) -> URL {
        folder(for: spec).appendingPathComponent(Self.name(of: spec, variant: variant) + ".accessibility.png")
    }

    /// Every golden `record` can write for a spec's variant: the still, the animation and the accessibility
    /// snapshot (what `prune` and the unused-golden warning keep).
    /// The baseline of accepted accessibility-audit findings of the spec's still (or a variant's):
    /// `__Snapshots__/NAME[+VARIANT].audit.json` (``AuditBaseline``).
    public func auditURL(for spec: URL, variant: String? = nil) -> URL {
        folder(for: spec).appendingPathComponent(Self.name(of: spec, variant: variant) + ".audit.json")
    }

    func goldens(for spec: URL, variant: String?) -> [URL] {
        [stillURL(for: spec, variant: variant), animationURL(for: spec, variant: variant),
         accessibilityURL(for: spec, variant: variant)]
    }

    /// The file names in the spec's golden folder of ``goldens(for:variant:)`` and of their sidecars: `feed.png`,
    /// `feed.layout.json`, `feed.animation`, `feed.animation.layout.json`, `feed.accessibility.png`,
    /// `feed.accessibility.layout.json` (what the unused-golden warning keeps, without a URL built for each).
    static func fileNames(of spec: URL, variant: String?) -> [String] {
        let name = name(of: spec, variant: variant)
        return [".png", ".animation", ".accessibility.png"].flatMap { [name + $0, sidecarName(of: name + $0)] }
    }

    /// The animation golden of a spec: the folder `<folder>/<spec name>[+<variant>].animation`.
    public func animationURL(for spec: URL, variant: String? = nil) -> URL {
        folder(for: spec).appendingPathComponent(Self.name(of: spec, variant: variant) + ".animation")
    }

    /// The layout sidecar of a golden: `feed.png` → `feed.layout.json`, `feed.animation` → `feed.animation.layout.json`.
    public static func sidecarURL(for golden: URL) -> URL {
        golden.deletingLastPathComponent().appendingPathComponent(sidecarName(of: golden.lastPathComponent))
    }

    /// The file name of a golden's layout sidecar: `feed.png` → `feed.layout.json`.
    static func sidecarName(of golden: String) -> String {
        (golden.hasSuffix(".png") ? String(golden.dropLast(4)) : golden) + ".layout.json"
    }

    /// The folder the user chose that holds `golden`: the folder above its nearest `__Snapshots__` (the spec's, or a
    /// test file's), else the golden's own folder (`--goldens DIR`). Below it, no link is followed.
    public static func userFolder(of golden: URL) -> URL {
        var folder = golden.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == defaultFolderName { return folder.deletingLastPathComponent() }
            folder = folder.deletingLastPathComponent()
        }
        return golden.deletingLastPathComponent()
    }

    /// Whether a file name is one a golden folder holds for a spec: `NAME.png`, `NAME.animation`, `NAME.layout.json`.
    static func isGoldenName(_ name: String) -> Bool {
        name.hasSuffix(".png") || name.hasSuffix(".animation") || name.hasSuffix(".layout.json")
    }

    /// `feed`, `feed+dark` (shortened by `FileName.fitting` when its longest golden file name,
    /// `NAME.animation.layout.json`, would exceed 255 bytes).
    static func name(of spec: URL, variant: String?) -> String {
        FileName.fitting(baseName(of: spec) + (variant.map { "+" + $0 } ?? ""), reserving: ".animation.layout.json".utf8.count)
    }

    /// Checks that no two specs share a golden.
    ///
    /// - Throws: ``SnapshotError/goldenCollision(path:specs:)``.
    public func checkUnique(_ specs: [URL]) throws {
        var owners: [String: String] = [:]
        for spec in specs {
            let golden = stillURL(for: spec).standardizedFilePath
            if let other = owners[golden] {
                throw SnapshotError.goldenCollision(path: golden, specs: [other, spec.path])
            }
            owners[golden] = spec.path
        }
    }

    /// The spec's file name without its extension.
    static func baseName(of spec: URL) -> String {
        let name = spec.lastPathComponent
        if let split = FileName.plainExtension(of: name[...]) { return String(split.stem) }
        return spec.deletingPathExtension().lastPathComponent
    }
}
