import Foundation
import ListTestSupport
import Testing

/// Issue 35's bad input on the command line: a spec's `"constraints"` entry naming a view that does not exist is an
/// error with the file and the JSON path, status 2, and no picture is written.
@Suite struct ConstraintSpecCommandTests {
    @Test func test_whenAConstraintNamesAViewThatDoesNotExist_thatRenderFailsWithThePath_andStatus2() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(#"""
            { "viewport": { "width": 120, "height": 60, "scale": 1 }, "sections": [ { "items": [ { "height": 40,
              "view": { "type": "view", "children": [ { "type": "view", "id": "dot", "width": 8, "height": 8 } ],
                "constraints": [ { "item": "dot", "attribute": "leading", "toItem": "superview", "constant": 4 },
                                 { "item": "ghost", "attribute": "top", "toItem": "superview" } ] } } ] } ] }
            """#, to: "cell.json")
        let run = try CommandRunner.run(["render", "cell.json", "-o", "cell.png"], in: folder.url, timeout: 120)
        #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardError.contains(
            #"cell.json: sections[0].items[0].view.constraints[1].item: must be the id of a view inside this one, got "ghost" (ids inside: "dot")"#),
            "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("cell.png").path))
    }
}
