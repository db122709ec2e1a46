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
            try? FileHandle.standardError.write(contentsOf: Data("warning: \(line)\n".utf8))
        }
    }

    /// The layout of a document's sections, errors naming the document's file.
    static func layout(
        of document: ListSpecDocument, measure: ListSpecMeasure? = nil
    ) throws -> ListCollectionViewLayout {
        try layout(of: document, measureElement: measure.map { measure in { measure($1, $2) } })
    }

    /// The layout of a document's sections with a kind-aware measure, errors naming the document's file.
    static func layout(
        of document: ListSpecDocument, measureElement: ListSpecElementMeasure?
    ) throws -> ListCollectionViewLayout {
        do {
            return try document.spec.makeLayout(measureElement: measureElement)
        } catch let error as ListSpecError {
            let named = ListSpecError(file: document.file, issues: error.issues)
            throw InputError(named.lines.joined(separator: "\nerror: "))
        }
    }
}
