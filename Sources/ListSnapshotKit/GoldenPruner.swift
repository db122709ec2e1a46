import Foundation

/// Finds the goldens (images, animation folders, layout sidecars) that no spec or variant produces any more, for
/// `listpreview prune`.
///
/// With goldens beside the specs (`__Snapshots__`), a golden folder is judged against every spec file in the folder
/// that holds it, not only the specs named, so pruning one spec never deletes the goldens of its neighbours. A spec
/// that cannot be read keeps every golden of its name (its variants are unknown).
///
/// ```swift
/// let plan = GoldenPruner(goldens: GoldenLocation()).plan(specs: specs) { try renderer.variants(ofSpecAt: $0) }
/// for url in plan.unused { print("would delete", url.path) }
/// ```
public struct GoldenPruner: Sendable {
    /// Where the goldens are.
    public var goldens: GoldenLocation

    /// Creates a pruner.
    public init(goldens: GoldenLocation) {
        self.goldens = goldens
    }

    /// What pruning would do.
    public struct Plan: Sendable {
        /// Goldens no spec produces, sorted by path.
        public var unused: [URL]
        /// Specs whose variants could not be read (their goldens are kept), with the reason.
        public var unreadable: [(spec: String, reason: String)]
    }

    /// Plans the pruning of the golden folders of `specs`.
    ///
    /// - Parameters:
    ///   - specs: the specs named by the user.
    ///   - variants: the variant names of a spec (throws when the spec cannot be read).
    public func plan(specs: [URL], variants: (URL) throws -> [String]) -> Plan {
        var considered = Set(specs.map(\.standardizedFileURL))
        if goldens.folder == nil {
            for spec in specs {
                let folder = spec.deletingLastPathComponent().path
                for neighbour in (try? SpecDiscovery.specs(for: [folder + "/*"])) ?? [] {
                    considered.insert(neighbour.standardizedFileURL)
                }
            }
        }
        var expected = Set<String>()
        var protectedNames = Set<String>()
        var unreadable: [(String, String)] = []
        var folders = Set<String>()
        for spec in considered.sorted(by: { $0.path < $1.path }) {
            folders.insert(goldens.folder(for: spec).standardizedFileURL.path)
            let names: [String?]
            do {
                names = [nil] + (try variants(spec)).map(Optional.some)
            } catch {
                protectedNames.insert(GoldenLocation.baseName(of: spec))
                unreadable.append((SnapshotSuite.displayName(of: spec), String(describing: error)))
                continue
            }
            for variant in names {
                for golden in [goldens.stillURL(for: spec, variant: variant), goldens.animationURL(for: spec, variant: variant)] {
                    expected.insert(golden.lastPathComponentPath)
                    expected.insert(GoldenLocation.sidecarURL(for: golden).lastPathComponentPath)
                }
            }
        }
        var unused: [URL] = []
        for folder in folders.sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && GoldenLocation.isGoldenName(name) {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
                guard !expected.contains(url.lastPathComponentPath) else { continue }
                if protectedNames.contains(where: { name.hasPrefix($0 + ".") || name.hasPrefix($0 + "+") }) { continue }
                if name.hasSuffix(".animation"), !Self.isAnimationGolden(url) { continue }
                unused.append(url)
            }
        }
        return Plan(unused: unused, unreadable: unreadable)
    }

    /// Whether a folder holds only what ``AnimationGolden`` writes (so deleting it destroys nothing else).
    static func isAnimationGolden(_ folder: URL) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
        return names.contains("manifest.json")
            && names.allSatisfy { $0 == "manifest.json" || ($0.hasPrefix("frame-") && $0.hasSuffix(".png")) }
    }
}

extension URL {
    /// The standardized path (how goldens are compared).
    fileprivate var lastPathComponentPath: String { standardizedFileURL.path }
}
