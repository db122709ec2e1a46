import Foundation
import ListCore
import ListPlumbing

extension SnapshotReports {
    /// Reads the `results.json` of a run: its cases (artifact names relative to the file's folder) and options.
    ///
    /// The file may come from anyone (a CI artifact, a pull request), so it is read like a spec: every field's
    /// type, array length and range is checked, and an artifact path must lie inside the artifacts folder
    /// (relative, no `..`; see docs/SNAPSHOTS.md, "Paths from data"). The file itself is read without following a
    /// symbolic link.
    ///
    /// - Throws: ``SnapshotError/unreadableResults(path:reason:)`` naming the file and the JSON path that is wrong
    ///   (`cases[2].imageSize: must be an array of 2 numbers, got 1 element`).
    public static func read(from url: URL) throws -> SnapshotReports {
        let path = SnapshotSuite.displayName(of: url)
        let data: Data
        do {
            data = try DerivedFile.read(url, limit: Self.maximumResultsBytes)
        } catch {
            throw SnapshotError.unreadableResults(path: path, reason: error.reason)
        }
        do throws(JSONFieldError) {
            return try read(JSONFields.root(of: data), base: url.deletingLastPathComponent())
        } catch {
            throw SnapshotError.unreadableResults(path: path, reason: error.description)
        }
    }

    /// The largest `results.json` read (256 MiB: about a million cases).
    static let maximumResultsBytes = 1 << 28

    private static func read(_ root: JSONFields, base: URL) throws(JSONFieldError) -> SnapshotReports {
        guard try root.optionalInteger("version", in: 1...1) == 1 else {
            throw JSONFieldError(path: "version", reason: "must be 1, got nothing")
        }
        let folder = try root.optionalString("artifacts")
        var results: [SnapshotCaseResult] = []
        for entry in try root.objects("cases") {
            results.append(try result(from: entry, artifactsFolder: folder, base: base))
        }
        return SnapshotReports(results: results, options: try root.optionalStrings("options") ?? [])
    }

    /// The range of the geometry a report holds (points): far beyond any image ListPreview draws.
    private static let coordinates: ClosedRange<Double> = -1e15...1e15

    private static func result(from entry: JSONFields, artifactsFolder: String?, base: URL) throws(JSONFieldError)
        -> SnapshotCaseResult
    {
        let spec = try entry.string("spec")
        let label = try entry.string("status")
        let message = try entry.optionalString("message") ?? ""
        let status: SnapshotCaseResult.Status
        switch label {
        case "passed": status = .passed
        case "recorded": status = .recorded
        case "failed": status = .failed(message)
        case "missing": status = .missing(message)
        case "error": status = .error(message)
        default:
            throw JSONFieldError(
                path: entry.path + ".status",
                reason: "must be passed, failed, missing, error or recorded, got \"\(ReportText.terminal(label))\"")
        }
        let variant = try entry.optionalString("variant")
        let isAnimation = try entry.optionalBool("animation") ?? false
        let isAccessibility = try entry.optionalBool("accessibility") ?? false
        let name = try entry.optionalString("name")
            ?? spec + (variant.map { "+" + $0 } ?? "") + (isAnimation ? "#animation" : "")
            + (isAccessibility ? "#accessibility" : "")
        var result = SnapshotCaseResult(
            name: name, status: status, duration: try entry.optionalNumber("duration", in: 0...1e12) ?? 0, spec: spec,
            variant: variant, isAnimation: isAnimation)
        result.test = try entry.optionalString("test")
        result.isAccessibility = isAccessibility
        result.animationFrame = try entry.optionalInteger("animationFrame", in: 0...Int(Int32.max))
        result.golden = try entry.optionalString("golden")
        result.scale = try entry.optionalNumber("scale", in: 0...1e6)
        result.imageSize = try entry.optionalNumbers("imageSize", count: 2, in: 0...coordinates.upperBound)
        result.imageOrigin = try entry.optionalNumbers("imageOrigin", count: 2, in: coordinates)
        if let artifacts = try entry.optionalObject("artifacts") {
            func artifact(_ role: String) throws(JSONFieldError) -> String? {
                guard let path = try artifacts.optionalString(role) else { return nil }
                let relative = if let artifactsFolder, path.hasPrefix(artifactsFolder + "/") {
                    String(path.dropFirst(artifactsFolder.count + 1))
                } else {
                    URL(fileURLWithPath: path).lastPathComponent
                }
                if case .failure(let refused) = DataPath.resolve(relative, in: base) {
                    throw JSONFieldError(
                        path: artifacts.path + "." + role,
                        reason: "\(refused): must be a path inside the artifacts folder (relative, without `..` or links)")
                }
                return relative
            }
            result.actualImage = try artifact("actual")
            result.expectedImage = try artifact("expected")
            result.differenceImage = try artifact("difference")
            result.actualLayout = try artifact("actualLayout")
            result.actualAnimation = try artifact("actualAnimation")
            result.actualAudit = try artifact("actualAudit")
        }
        result.specHash = try entry.optionalString("specHash")
        if let pixels = try entry.optionalObject("pixels") {
            result.pixels = SnapshotPixels(
                differing: try pixels.optionalInteger("differing", in: 0...(1 << 40)) ?? 0,
                share: try pixels.optionalNumber("share", in: 0...1) ?? 0,
                maxDeltaE: try pixels.optionalNumber("maxDeltaE", in: 0...1000) ?? 0,
                box: try pixels.optionalNumbers("box", count: 4, in: coordinates))
        }
        if let changes = try entry.optionalObjects("layoutChanges") {
            var layoutChanges: [LayoutChange] = []
            for change in changes {
                layoutChanges.append(LayoutChange(
                    kind: try change.string("kind"), section: try change.integer("section", in: 0...Int(Int32.max)),
                    item: try change.optionalInteger("item", in: 0...Int(Int32.max)) ?? 0,
                    before: try change.optionalNumbers("before", count: 4, in: coordinates),
                    after: try change.optionalNumbers("after", count: 4, in: coordinates)))
            }
            result.layoutChanges = layoutChanges
        }
        if let changes = try entry.optionalObjects("viewChanges") {
            result.viewChanges = try changes.map { (change) throws(JSONFieldError) in
                ViewChange(
                    kind: try change.string("kind"), section: try change.integer("section", in: 0...Int(Int32.max)),
                    item: try change.optionalInteger("item", in: 0...Int(Int32.max)) ?? 0,
                    before: try change.optionalObject("before").map(SnapshotLayout.readNode),
                    after: try change.optionalObject("after").map(SnapshotLayout.readNode))
            }
        }
        result.fontChanges = try entry.optionalStrings("fontChanges")
        result.constraintIssues = try entry.optionalStrings("constraintIssues")
        result.constraintIssueChanges = try entry.optionalStrings("constraintIssueChanges")
        if let audit = try entry.optionalObject("audit") {
            let findings = try audit.objects("findings")
            result.audit = SnapshotAuditResult(
                baseline: try audit.string("baseline"),
                entries: try findings.map { (finding) throws(JSONFieldError) in
                    SnapshotAuditResult.Entry(
                        finding: try AuditBaseline.finding(finding),
                        isAccepted: try finding.optionalBool("accepted") ?? false)
                })
        }
        return result
    }
}
