import Foundation
import ListCore
import ListPlumbing

/// Finds the goldens (images, animation folders, layout sidecars) that no spec or variant produces any more, for
/// `listpreview prune`, and deletes them carefully.
///
/// "No spec produces it" is decided from the whole suite, not only the specs named: with goldens beside the specs
/// (`__Snapshots__`), every spec file in the folder of a named spec counts; with one golden folder (`--goldens`),
/// every spec in and below the folders of the named specs. A spec that cannot be read keeps every golden of its
/// name (its variants are unknown).
///
/// Only what ListPreview provably wrote is deleted (docs/SNAPSHOTS.md, "What is ours"): a `NAME.png` that is a
/// regular file with a valid layout sidecar beside it, a `NAME.layout.json` that is a regular file and a valid
/// sidecar, a `NAME.animation` that is a real folder holding only its valid `manifest.json` and the regular frame
/// files it declares. Links are never followed (a golden folder that is a link, or lies behind one, is not
/// entered), folders ListPreview did not write are never touched, and anything else is kept and listed with why.
///
/// ```swift
/// let plan = GoldenPruner(goldens: GoldenLocation()).plan(specs: specs) { try renderer.variants(ofSpecAt: $0) }
/// for url in plan.unused { try GoldenPruner.delete(url) }
/// ```
package struct GoldenPruner: Sendable {
    /// Where the goldens are.
    package var goldens: GoldenLocation

    /// Creates a pruner.
    package init(goldens: GoldenLocation) {
        self.goldens = goldens
    }

    /// What pruning would do.
    package struct Plan: Sendable {
        /// Goldens no spec produces, proven ListPreview's, sorted by path.
        package var unused: [URL]
        /// Specs whose variants could not be read (their goldens are kept), with the reason.
        package var unreadable: [(spec: String, reason: String)]
        /// Files and folders with a golden's name that no spec produces but that are not provably ListPreview's
        /// (a link, a folder it did not write, a PNG without its sidecar): kept, with the reason.
        package var kept: [(path: String, reason: String)] = []
    }

    /// Plans the pruning of the golden folders of `specs`.
    ///
    /// - Parameters:
    ///   - specs: the specs named by the user.
    ///   - refusals: why specs found through a link are refused (``SpecDiscovery/Found/refusals``): each is a spec
    ///     that cannot be read, and nothing below the link is looked at.
    ///   - variants: the variant names of a spec (throws when the spec cannot be read).
    package func plan(specs: [URL], refusals: [String: String] = [:], variants: (URL) throws -> [String]) -> Plan {
        var considered = Set(specs.map(\.standardizedFileURL))
        var refusals = refusals
        for folder in Set(specs.filter { refusals[$0.standardizedFilePath] == nil }.map { $0.deletingLastPathComponent().path }) {
            let pattern = goldens.folder == nil ? folder + "/*" : folder
            guard let found = try? SpecDiscovery.discover([pattern]) else { continue }
            for neighbour in found.specs where !considered.contains(neighbour.standardizedFileURL) {
                considered.insert(neighbour.standardizedFileURL)
                if let refusal = found.refusal(of: neighbour) { refusals[neighbour.standardizedFilePath] = refusal }
            }
        }
        var expected = Set<String>()
        var protectedNames = Set<String>()
        var unreadable: [(String, String)] = []
        var folders = Set<String>()
        for spec in considered.sorted(by: { $0.path < $1.path }) {
            if let refusal = refusals[spec.standardizedFilePath] {
                // Found through a link: never read, and its golden folder (which may lie behind it) not entered.
                protectedNames.insert(GoldenLocation.name(of: spec, variant: nil))
                unreadable.append((SnapshotSuite.displayName(of: spec), refusal))
                continue
            }
            folders.insert(goldens.folder(for: spec).standardizedFilePath)
            let names: [String?]
            do {
                names = [nil] + (try variants(spec)).map(Optional.some)
            } catch {
                protectedNames.insert(GoldenLocation.name(of: spec, variant: nil))
                unreadable.append((SnapshotSuite.displayName(of: spec), String(describing: error)))
                continue
            }
            for variant in names {
                for golden in goldens.goldens(for: spec, variant: variant) {
                    expected.insert(golden.lastPathComponentPath)
                    expected.insert(GoldenLocation.sidecarURL(for: golden).lastPathComponentPath)
                }
            }
        }
        var plan = Plan(unused: [], unreadable: unreadable)
        for folder in folders.sorted() {
            let folderURL = URL(fileURLWithPath: folder)
            // A `__Snapshots__` folder is ListPreview's and must be a real one; a `--goldens` folder is the user's.
            if let reason = goldens.folder == nil ? Self.refusal(ofFolder: folderURL) : nil {
                if DerivedFile.kind(of: folderURL) != .absent { plan.kept.append((SnapshotSuite.displayName(of: folderURL), reason)) }
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && GoldenLocation.isGoldenName(name) {
                let url = folderURL.appendingPathComponent(name)
                guard !expected.contains(url.lastPathComponentPath) else { continue }
                if protectedNames.contains(where: { name.hasPrefix($0 + ".") || name.hasPrefix($0 + "+") }) { continue }
                if let reason = Self.refusal(of: url) {
                    plan.kept.append((SnapshotSuite.displayName(of: url), reason))
                } else {
                    plan.unused.append(url)
                }
            }
        }
        return plan
    }

    /// Why a golden folder is not entered (a link, or behind one), or `nil`.
    private static func refusal(ofFolder folder: URL) -> String? {
        guard DerivedFile.kind(of: folder) == .folder else { return "not a folder ListPreview wrote (a link or a file)" }
        do {
            try DerivedFile.checkFolders(of: folder, below: GoldenLocation.userFolder(of: folder.appendingPathComponent("x")))
        } catch {
            return error.description
        }
        return nil
    }

    /// Why `url` is not provably ListPreview's, or `nil` when it is. `provenBySidecar` skips the sidecar check of a
    /// PNG (when deleting what a plan proved: its sidecar may be deleted first).
    static func refusal(of url: URL, provenBySidecar: Bool = false) -> String? {
        let name = url.lastPathComponent
        switch DerivedFile.kind(of: url) {
        case .link: return "a symbolic link, not a golden ListPreview wrote"
        case .other: return "not a regular file"
        case .absent: return "gone"
        case .folder:
            guard name.hasSuffix(".animation") else { return "a folder ListPreview did not write" }
            return animationFiles(in: url) == nil ? "a folder that holds more than an animation golden's manifest and frames" : nil
        case .regular:
            if name.hasSuffix(".layout.json") { return isSidecar(url) ? nil : "not a layout sidecar ListPreview wrote" }
            if name.hasSuffix(".animation") { return "a file, not an animation golden" }
            if provenBySidecar { return nil }
            return isSidecar(GoldenLocation.sidecarURL(for: url)) ? nil : "no layout sidecar beside it proves ListPreview wrote it"
        }
    }

    /// Whether `url` is a regular file holding a valid layout sidecar.
    private static func isSidecar(_ url: URL) -> Bool {
        guard let data = try? DerivedFile.read(url, limit: 1 << 28) else { return false }
        return (try? SnapshotLayout(json: data)) != nil
    }

    /// The files of an animation golden folder — its valid manifest and the regular frame files it declares — or
    /// `nil` when the folder holds anything else.
    static func animationFiles(in folder: URL) -> [URL]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
            let manifest = try? AnimationGolden.read(from: folder)
        else { return nil }
        let frames = Set((0..<manifest.frameCount).map(AnimationGolden.frameName))
        let files = names.map { folder.appendingPathComponent($0) }
        guard names.allSatisfy({ $0 == "manifest.json" || frames.contains($0) }),
            files.allSatisfy({ DerivedFile.kind(of: $0) == .regular })
        else { return nil }
        return files
    }

    /// Deletes a golden ``plan(specs:variants:)`` found unused (and proved ListPreview's), checking again that it is
    /// still a regular file or an animation folder holding only its manifest and frames: a regular file is unlinked (never followed); an animation folder loses its manifest and frames, then is removed only
    /// when empty.
    ///
    /// - Throws: ``SnapshotError/unwritableGolden(path:reason:)`` when it is no longer provably ours or cannot be
    ///   deleted.
    package static func delete(_ url: URL) throws {
        func fail(_ reason: String) -> SnapshotError { .unwritableGolden(path: SnapshotSuite.displayName(of: url), reason: reason) }
        if let reason = refusal(of: url, provenBySidecar: true) { throw fail("not deleted: \(reason)") }
        let files = DerivedFile.kind(of: url) == .folder ? (animationFiles(in: url) ?? []) : [url]
        for file in files where unlink(file.path) != 0 && errno != ENOENT {
            throw fail("cannot delete \(file.lastPathComponent): \(String(cString: strerror(errno)))")
        }
        if DerivedFile.kind(of: url) == .folder, rmdir(url.path) != 0 {
            throw fail("cannot remove the folder: \(String(cString: strerror(errno)))")
        }
    }
}

extension URL {
    /// The standardized path (how goldens are compared).
    fileprivate var lastPathComponentPath: String { standardizedFilePath }
}
