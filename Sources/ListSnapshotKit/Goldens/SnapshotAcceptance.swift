import Foundation
import ListCore
import ListPlumbing
import ListRenderKit
import ListSpecKit

/// The engine behind `listpreview accept`: promotes the actual images of a run's failed and missing cases — the very
/// images the report showed — to their goldens, with their layout sidecars, without rendering again.
///
/// Nothing but the case names comes from `results.json`: the golden of a spec case is derived from the spec and the
/// golden location given here (the `accept` command line), every artifact path must stay inside the artifacts folder
/// (docs/SNAPSHOTS.md, "Paths from data"), and a case whose spec changed since the run is refused (its `specHash` no longer matches), since
/// the reviewed image is no longer what the spec draws.
///
/// ```swift
/// let acceptance = try SnapshotAcceptance(artifacts: URL(fileURLWithPath: ".listpreview-artifacts"))
/// for result in try acceptance.select(["Samples/feed.json+dark"]) {
///     _ = try acceptance.promote(result)
/// }
/// ```
public struct SnapshotAcceptance: Sendable {
    /// The artifacts folder of the run.
    public var artifacts: URL
    /// Where the goldens go (from the command line, never from `results.json`).
    public var goldens: GoldenLocation
    /// The run's reports as read.
    public var reports: SnapshotReports

    /// Reads the run's `results.json` in `artifacts`.
    ///
    /// - Throws: ``SnapshotError/unreadableResults(path:reason:)`` naming the file and the field that is wrong.
    public init(artifacts: URL, goldens: GoldenLocation = GoldenLocation()) throws {
        self.artifacts = artifacts
        self.goldens = goldens
        reports = try SnapshotReports.read(from: artifacts.appendingPathComponent("results.json"))
    }

    /// The failed and missing cases, in report order: what is pending review.
    public var pending: [SnapshotCaseResult] {
        reports.results.filter(\.isPending)
    }

    /// The pending cases `names` choose (every pending case when `names` is empty), in report order.
    ///
    /// A name is a case's name (`Samples/feed.json+dark`, `Samples/feed.json#animation`), its spec (every case of
    /// the spec), or a case's still name with a frame suffix (`Samples/feed.json+dark#frame-3`: that animation); for a
    /// Swift assertion's case also its test (`testFeed`, every variant) or test and variant (`testFeed+dark`).
    /// A leading `./` is ignored.
    ///
    /// - Throws: ``SnapshotError/unknownCase(_:)`` for a name that chooses no pending case.
    public func select(_ names: [String]) throws(SnapshotError) -> [SnapshotCaseResult] {
        let pending = self.pending
        guard !names.isEmpty else { return pending }
        var chosen = Set<SnapshotCaseKey>()
        for name in names {
            let matches = pending.filter { Self.name(name, matches: $0) }
            guard !matches.isEmpty else { throw .unknownCase(name) }
            chosen.formUnion(matches.map(\.key))
        }
        return pending.filter { chosen.contains($0.key) }
    }

    /// Whether `name` (as ``select(_:)`` reads it) chooses `result`.
    public static func name(_ name: String, matches result: SnapshotCaseResult) -> Bool {
        var name = name
        while name.hasPrefix("./") { name.removeFirst(2) }
        if name == result.name || name == result.spec { return true }
        if let test = result.test {
            let suffix = (result.variant.map { "+" + $0 } ?? "") + (result.isAnimation ? "#animation" : "")
            if name == test || name == test + suffix { return true }
        }
        guard result.isAnimation, let range = name.range(of: "#frame-", options: .backwards),
            Int(name[range.upperBound...]).map({ $0 >= 0 }) == true
        else { return false }
        return String(name[..<range.lowerBound]) + "#animation" == result.name
    }

    /// Writes the reviewed actual image (or animation) of a pending case and its layout sidecar as its golden.
    ///
    /// - Returns: the case, now `recorded`, without failure images.
    /// - Throws: ``SnapshotError/refusedAccept(name:reason:)`` saying why the case cannot be promoted (the spec
    ///   changed or is gone, the golden would go elsewhere than the run's, an artifact is missing, outside its folder,
    ///   a link, or not a valid image); `AtomicFileError` when the golden cannot be written.
    public func promote(_ result: SnapshotCaseResult) throws -> SnapshotCaseResult {
        func refuse(_ reason: String) -> SnapshotError { .refusedAccept(name: result.name, reason: reason) }
        let golden = try destination(of: result)
        let comparer = SnapshotComparer(action: .record, tolerance: .exact, artifacts: artifacts)
        let layout = try result.actualLayout.map { name in
            let data = try artifactData(name, of: result)
            do {
                return try SnapshotLayout(json: data)
            } catch {
                throw refuse("its actual layout \(name) is not a layout sidecar: \(error)")
            }
        }
        if result.isAnimation {
            guard let name = result.actualAnimation else {
                throw refuse("the run kept no actual animation (run verify again with this version)")
            }
            let folder = try artifactURL(name, of: result)
            guard DerivedFile.kind(of: folder) == .folder else { throw refuse("its actual animation \(name) is not a folder") }
            // Every entry a regular file before anything is read (a link or a FIFO is never opened).
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                _ = try artifactURL(name + "/" + entry, of: result)
                guard DerivedFile.kind(of: folder.appendingPathComponent(entry)) == .regular else {
                    throw refuse("its actual animation \(name) holds \(entry), which is not a regular file")
                }
            }
            let contents = try AnimationGolden.read(from: folder)
            let frames = try (0..<contents.frameCount).map { index in
                let frame = name + "/" + AnimationGolden.frameName(index)
                return RenderedSnapshot(png: try artifactData(frame, of: result), image: try contents.frame(index))
            }
            try comparer.writeAnimationGolden(
                RenderedAnimation(fps: contents.fps, frames: frames, layout: layout), to: golden)
        } else {
            guard let name = result.actualImage else { throw refuse("the run kept no actual image") }
            let png = try artifactData(name, of: result)
            do {
                _ = try PNGDecoder.decode(png)
            } catch {
                throw refuse("its actual image \(name) is not a valid PNG: \(error)")
            }
            try comparer.writeGolden(png, layout: layout, to: golden)
            if let name = result.actualAudit {
                // The findings the report showed become the case's baseline (`NAME.audit.json` beside the golden).
                let baseline: AuditBaseline
                do {
                    baseline = try AuditBaseline.parse(try artifactData(name, of: result))
                } catch let error as JSONFieldError {
                    throw refuse("its actual audit \(name) is not an audit baseline: \(error)")
                }
                let url = golden.deletingLastPathComponent().appendingPathComponent(
                    String(golden.lastPathComponent.dropLast(".png".count)) + ".audit.json")
                try comparer.writeAuditBaseline(baseline, to: url)
            }
        }
        var accepted = SnapshotCaseResult(
            name: result.name, status: .recorded, spec: result.spec, variant: result.variant,
            isAnimation: result.isAnimation)
        accepted.isAccessibility = result.isAccessibility
        accepted.golden = SnapshotSuite.displayName(of: golden)
        accepted.specHash = result.specHash
        accepted.test = result.test
        return accepted
    }

    /// The golden of a spec case, derived from the spec and ``goldens``; refused when the spec changed since the
    /// run or the run compared with a golden elsewhere.
    private func destination(of result: SnapshotCaseResult) throws(SnapshotError) -> URL {
        func refuse(_ reason: String) -> SnapshotError { .refusedAccept(name: result.name, reason: reason) }
        // The spec path and variant come from results.json: the golden derived from them must not land outside the
        // folder accept runs in (an absolute spec path, `..`, or a variant holding `/` would send it anywhere).
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let spec: URL
        switch DataPath.resolve(result.spec, in: current) {
        case .success(let url): spec = url
        case .failure(let refused):
            throw refuse("its spec path \(refused): accept promotes only specs inside the folder it runs in "
                + "(run it where the run ran, with the specs below it)")
        }
        if let variant = result.variant, result.test == nil, !ListSpecVariant.isValidName(variant) {
            throw refuse("its variant \"\(ReportText.terminal(variant))\" is not a variant name (letters, digits, - and _)")
        }
        guard FileManager.default.fileExists(atPath: spec.path) else {
            throw refuse("its spec \(result.spec) no longer exists")
        }
        guard let recorded = result.specHash else {
            throw refuse("results.json records no checksum of its spec (an older run): run verify again")
        }
        guard ContentChecksum.sha256(ofFile: spec) == recorded else {
            throw refuse("its spec changed since the run, so the reviewed image is not what it draws now: "
                + "run verify again and review the new image")
        }
        if result.test != nil { return try swiftGolden(of: result) }
        let golden = result.isAnimation ? goldens.animationURL(for: spec, variant: result.variant)
            : result.isAccessibility ? goldens.accessibilityURL(for: spec, variant: result.variant)
            : goldens.stillURL(for: spec, variant: result.variant)
        let path = SnapshotSuite.displayName(of: golden)
        if let compared = result.golden, compared != path {
            throw refuse("the run compared it with \(compared) but this command would write \(path): "
                + "give accept the --goldens folder of the run")
        }
        return golden
    }

    /// The golden of a Swift assertion's case: the path the test compared with, which must be relative to the current
    /// folder, stay inside it without links, lie in a `__Snapshots__` folder and name a golden (`.png`, `.animation`).
    private func swiftGolden(of result: SnapshotCaseResult) throws(SnapshotError) -> URL {
        func refuse(_ reason: String) -> SnapshotError { .refusedAccept(name: result.name, reason: reason) }
        guard let path = result.golden else { throw refuse("results.json names no golden for it") }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let golden: URL
        switch DataPath.resolve(path, in: current) {
        case .success(let url): golden = url
        case .failure(let refused): throw refuse("its golden path \(refused) (run accept in the package's folder)")
        }
        let components = path.split(separator: "/")
        guard components.dropLast().contains(Substring(GoldenLocation.defaultFolderName)),
            path.hasSuffix(result.isAnimation ? ".animation" : ".png")
        else { throw refuse("its golden path \"\(path)\" is not a golden in a __Snapshots__ folder") }
        return golden
    }

    /// An artifact's URL, inside the artifacts folder.
    private func artifactURL(_ name: String, of result: SnapshotCaseResult) throws(SnapshotError) -> URL {
        switch DataPath.resolve(name, in: artifacts) {
        case .success(let url): return url
        case .failure(let refused): throw .refusedAccept(name: result.name, reason: "its artifact path \(refused)")
        }
    }

    /// The bytes of an artifact that is a regular file inside the artifacts folder.
    private func artifactData(_ name: String, of result: SnapshotCaseResult) throws(SnapshotError) -> Data {
        let url = try artifactURL(name, of: result)
        do {
            // Opened without following a link or blocking on a FIFO, and bounded: a hostile artifact is refused.
            return try DerivedFile.read(url, limit: AnimationGolden.maximumFileBytes)
        } catch {
            throw .refusedAccept(
                name: result.name, reason: "its artifact \(name) is missing or not a regular file "
                    + "(in \(SnapshotSuite.displayName(of: artifacts))): \(error.reason)")
        }
    }
}
