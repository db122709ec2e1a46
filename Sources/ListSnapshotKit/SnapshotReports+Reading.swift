import Foundation
import ListSpecKit

extension SnapshotReports {
    /// Reads the `results.json` of a run: its cases (artifact names relative to the file's folder) and options.
    ///
    /// - Throws: ``SnapshotError/unreadableResults(path:reason:)`` naming the file and the field that is wrong.
    public static func read(from url: URL) throws -> SnapshotReports {
        let path = SnapshotSuite.displayName(of: url)
        func fail(_ reason: String) -> SnapshotError { .unreadableResults(path: path, reason: reason) }
        guard let data = try? Data(contentsOf: url) else { throw fail("cannot read the file") }
        do throws(ListJSONSyntaxError) {
            try ListJSONSyntax.check(data)
        } catch {
            throw fail("not valid JSON at \(error)")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw fail("not a JSON object")
        }
        guard (object["version"] as? NSNumber)?.intValue == 1 else { throw fail("version: expected 1") }
        guard let cases = object["cases"] as? [[String: Any]] else { throw fail("cases: expected an array of objects") }
        let folder = object["artifacts"] as? String
        let base = url.deletingLastPathComponent()
        let results = try cases.enumerated().map { index, entry in
            do {
                return try result(from: entry, artifactsFolder: folder, base: base)
            } catch let error as FieldError {
                throw fail("cases[\(index)].\(error.reason)")
            }
        }
        return SnapshotReports(results: results, options: object["options"] as? [String] ?? [])
    }

    private static func result(from entry: [String: Any], artifactsFolder: String?, base: URL) throws
        -> SnapshotCaseResult
    {
        guard let spec = entry["spec"] as? String else { throw FieldError(reason: "spec: expected a string") }
        guard let label = entry["status"] as? String else { throw FieldError(reason: "status: expected a string") }
        let message = entry["message"] as? String ?? ""
        let status: SnapshotCaseResult.Status
        switch label {
        case "passed": status = .passed
        case "recorded": status = .recorded
        case "failed": status = .failed(message)
        case "missing": status = .missing(message)
        case "error": status = .error(message)
        default: throw FieldError(reason: "status: expected passed, failed, missing, error or recorded, got \"\(label)\"")
        }
        let variant = entry["variant"] as? String
        let isAnimation = entry["animation"] as? Bool ?? false
        let name = entry["name"] as? String
            ?? spec + (variant.map { "+" + $0 } ?? "") + (isAnimation ? "#animation" : "")
        var result = SnapshotCaseResult(
            name: name, status: status, duration: (entry["duration"] as? NSNumber)?.doubleValue ?? 0, spec: spec,
            variant: variant, isAnimation: isAnimation)
        result.test = entry["test"] as? String
        result.animationFrame = (entry["animationFrame"] as? NSNumber)?.intValue
        result.golden = entry["golden"] as? String
        result.scale = (entry["scale"] as? NSNumber)?.doubleValue
        result.imageSize = (entry["imageSize"] as? [NSNumber])?.map(\.doubleValue)
        result.imageOrigin = (entry["imageOrigin"] as? [NSNumber])?.map(\.doubleValue)
        let artifacts = entry["artifacts"] as? [String: Any] ?? [:]
        // Paths from data: each must stay inside the folder of results.json (docs/SNAPSHOTS.md, "Paths from data").
        func artifact(_ role: String) throws -> String? {
            guard let path = artifacts[role] as? String else { return nil }
            var name = URL(fileURLWithPath: path).lastPathComponent
            if let artifactsFolder, path.hasPrefix(artifactsFolder + "/") {
                name = String(path.dropFirst(artifactsFolder.count + 1))
            }
            if case .failure(let refused) = ArtifactPath.resolve(name, in: base) {
                throw FieldError(reason: "artifacts.\(role): \(refused)")
            }
            return name
        }
        result.actualImage = try artifact("actual")
        result.expectedImage = try artifact("expected")
        result.differenceImage = try artifact("difference")
        result.actualLayout = try artifact("actualLayout")
        result.actualAnimation = try artifact("actualAnimation")
        result.specHash = entry["specHash"] as? String
        if let pixels = entry["pixels"] as? [String: Any] {
            result.pixels = SnapshotPixels(
                differing: (pixels["differing"] as? NSNumber)?.intValue ?? 0,
                share: (pixels["share"] as? NSNumber)?.doubleValue ?? 0,
                maxDeltaE: (pixels["maxDeltaE"] as? NSNumber)?.doubleValue ?? 0,
                box: (pixels["box"] as? [NSNumber])?.map(\.doubleValue))
        }
        if let changes = entry["layoutChanges"] as? [[String: Any]] {
            result.layoutChanges = try changes.enumerated().map { index, change in
                guard let kind = change["kind"] as? String, let section = (change["section"] as? NSNumber)?.intValue
                else { throw FieldError(reason: "layoutChanges[\(index)]: expected \"kind\" and \"section\"") }
                return LayoutChange(
                    kind: kind, section: section, item: (change["item"] as? NSNumber)?.intValue ?? 0,
                    before: (change["before"] as? [NSNumber])?.map(\.doubleValue),
                    after: (change["after"] as? [NSNumber])?.map(\.doubleValue))
            }
        }
        result.fontChanges = (entry["fontChanges"] as? [Any])?.compactMap { $0 as? String }
        return result
    }
}

/// A field of a case that is not what `results.json` holds.
private struct FieldError: Error {
    var reason: String
}
