import Foundation
import ListPreview

/// Loads a spec for a command: prints its warnings on standard error, and turns its errors into one message per
/// line naming the file and JSON path.
enum SpecLoading {
    /// Reads and validates a spec file, printing its warnings.
    static func load(_ path: String) throws -> ListSpecDocument {
        do {
            let document = try ListSpec.load(path: path)
            printWarnings(document.warningLines)
            return document
        } catch let error as ListSpecError {
            printWarnings(error.warningLines)
            throw InputError(error.lines.joined(separator: "\nerror: "))
        }
    }

    static func printWarnings(_ lines: [String]) {
        for line in lines {
            StandardError.write("warning: \(line)\n")
        }
    }

    /// The layout of a document's sections through `pipeline` (the one `render` and `animate` use), errors naming
    /// the document's file and JSON path.
    static func layout(of document: ListSpecDocument, pipeline: SpecPipeline) throws -> ListCollectionViewLayout {
        do {
            return try pipeline.layout(of: document.spec, file: document.file)
        } catch let error as ListSpecError {
            throw InputError(error.lines.joined(separator: "\nerror: "))
        }
    }
}
