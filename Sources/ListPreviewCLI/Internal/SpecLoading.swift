import Foundation
import ListPlumbing
import ListPreview

/// Loads a spec for a command: prints its warnings on standard error, and turns its errors into one message per
/// line naming the file and JSON path.
enum SpecLoading {
    /// Reads and validates a spec file, printing its warnings (unless `printsWarnings` is false: the fuzzer).
    static func load(_ path: String, printsWarnings: Bool = true) throws -> ListSpecDocument {
        do {
            let document = try ListSpec.load(path: path)
            if printsWarnings { printWarnings(document.warningLines) }
            return document
        } catch let error as ListSpecError {
            if printsWarnings { printWarnings(error.warningLines) }
            throw InputError(error.lines.joined(separator: "\nerror: "))
        }
    }

    static func printWarnings(_ lines: [String]) {
        for line in lines {
            StandardError.write("warning: \(line)\n")
        }
    }

    /// The layout of a prepared spec's sections (the one `render` and `animate` draw), errors naming its file and
    /// JSON path.
    static func layout(of prepared: PreparedSpec) throws -> ListCollectionViewLayout {
        do {
            return try prepared.layout()
        } catch let error as ListSpecError {
            throw InputError(error.lines.joined(separator: "\nerror: "))
        }
    }
}
