import Foundation
import ListPlumbing

extension SnapshotSuite {
    /// Golden files (images, animation folders, sidecars) in the golden folders that no case of the run uses.
    func unusedGoldens(results: [SnapshotCaseResult]) -> [String] {
        var expected = Set<String>()
        var folders = Set<String>()
        var variants: [String: Set<String?>] = [:]
        for result in results { variants[result.spec, default: [nil]].insert(result.variant) }
        for spec in specs {
            // One standardized path a spec and one for its folder: its goldens' paths are names in that folder
            // (standardizing a URL for each of them took most of the run's bookkeeping).
            let path = spec.standardizedFilePath
            let folder = goldens.folder(for: spec).standardizedFilePath
            for variant in variants[Self.displayName(ofStandardized: path)] ?? [nil] {
                for name in GoldenLocation.fileNames(of: spec, variant: variant) {
                    expected.insert(
                        name.contains("/")
                            ? goldens.folder(for: spec).appendingPathComponent(name).standardizedFilePath
                            : folder + "/" + name)
                }
            }
            // The golden folder of a spec found through a link is never looked into (its goldens count as used).
            if refusedSpecs[path] == nil { folders.insert(folder) }
        }
        var unused: [String] = []
        for folder in folders.sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && GoldenLocation.isGoldenName(name) {
                let path = folder + "/" + name
                if !expected.contains(path) { unused.append(path) }
            }
        }
        return unused
    }
}
