import Foundation

/// Where golden files live: by default in a `__Snapshots__` folder beside each spec (as swift-snapshot-testing
/// and Paparazzi do), or all in one folder the user names.
///
/// ```
/// Samples/feed.json  →  Samples/__Snapshots__/feed.png            still
///                       Samples/__Snapshots__/feed.animation/     frames of its updates (frame-0000.png …, manifest.json)
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

    /// The still golden of a spec: `<folder>/<spec name>.png`.
    public func stillURL(for spec: URL) -> URL {
        folder(for: spec).appendingPathComponent(Self.baseName(of: spec) + ".png")
    }

    /// The animation golden of a spec: the folder `<folder>/<spec name>.animation`.
    public func animationURL(for spec: URL) -> URL {
        folder(for: spec).appendingPathComponent(Self.baseName(of: spec) + ".animation")
    }

    /// Checks that no two specs share a golden.
    ///
    /// - Throws: ``SnapshotError/goldenCollision(path:specs:)``.
    public func checkUnique(_ specs: [URL]) throws {
        var owners: [String: String] = [:]
        for spec in specs {
            let golden = stillURL(for: spec).standardizedFileURL.path
            if let other = owners[golden] {
                throw SnapshotError.goldenCollision(path: golden, specs: [other, spec.path])
            }
            owners[golden] = spec.path
        }
    }

    /// The spec's file name without its extension.
    static func baseName(of spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent
    }
}
