import ArgumentParser
import Foundation
import ListPlumbing
import ListPreview

/// `listpreview diff OLD.json NEW.json [--batch]`: diffs two arrays of diffable elements as IGListKit's `ListDiff`
/// and prints the result as JSON.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Diff two arrays of identifiable elements and print the result as JSON.",
        discussion: """
            Each file is a JSON array. An element is { "id": <string or number>, "value": <any JSON> } or a bare \
            string or number (its own id and value). Elements with equal ids are the same object (ids compare \
            by text: 1, 1.0 and "1" are one id); an unequal value (compared as JSON) means it was updated.

            Prints { "inserts", "deletes", "updates", "moves", "oldIndexForId", "newIndexForId" }: deletes, \
            updates and move "from"s are old indexes, inserts and move "to"s new indexes, with IGListKit's \
            semantics (duplicate ids pair in order; moves are not minimised). The maps give each id's last index.

            Examples:
              listpreview diff Samples/diff/feed.old.json Samples/diff/feed.new.json
              listpreview diff --batch old.json new.json

            --batch prints IGListKit's resultForBatchUpdates instead: updates become delete + insert pairs. \
            Malformed input exits with status 2 and a message naming the file and the JSON path.
            """
    )

    @Argument(help: "The old array (a JSON file).")
    var old: String

    @Argument(help: "The new array (a JSON file).")
    var new: String

    @Flag(help: "Print resultForBatchUpdates: updates converted to deletes and inserts.")
    var batch = false

    @Flag(help: "Print to standard error how long reading + parsing, diffing and writing the JSON took.")
    var timings = false

    func run() throws {
        var clock = DiffPhaseClock()
        let oldElements = try DiffElement.load(old)
        let newElements = try DiffElement.load(new)
        clock.lap("read and parse")
        var result = ListDiff(oldArray: oldElements, newArray: newElements, option: .equality)
        if batch { result = result.resultForBatchUpdates() }
        clock.lap("diff")
        let text = DiffJSON.text(of: result, oldIDs: oldElements.map(\.id), newIDs: newElements.map(\.id))
        try StandardOutput.write(text)
        clock.lap("write")
        if timings {
            try? FileHandle.standardError.write(
                contentsOf: Data("timings: \(clock.summary) (\(oldElements.count) + \(newElements.count) elements)\n".utf8))
        }
    }
}
