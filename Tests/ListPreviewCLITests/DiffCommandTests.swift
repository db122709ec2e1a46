import Foundation
import ListTestSupport
import Testing

@Suite final class DiffCommandTests: Sendable {
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    deinit { folder.remove() }

    private func run(_ old: String, _ new: String, batch: Bool = false) throws -> CommandRunner.Result {
        try folder.write(old, to: "old.json")
        try folder.write(new, to: "new.json")
        return try CommandRunner.run(["diff"] + (batch ? ["--batch"] : []) + ["old.json", "new.json"], in: folder.url)
    }

    @Test func test_whenDiffingElements_thatItPrintsTheContractsKeysInOrder() throws {
        let result = try run(
            #"["a", {"id": "b", "value": {"x": 1, "y": [1, 2]}}, 3, {"id": 4, "value": null}]"#,
            #"[3, {"id": "b", "value": {"y": [1, 2.0], "x": 1.0}}, "d", {"id": 4, "value": true}, "a"]"#)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == """
            {
              "inserts": [2],
              "deletes": [],
              "updates": [3],
              "moves": [{ "from": 2, "to": 0 }, { "from": 3, "to": 3 }, { "from": 0, "to": 4 }],
              "oldIndexForId": { "a": 0, "b": 1, "3": 2, "4": 3 },
              "newIndexForId": { "3": 0, "b": 1, "d": 2, "4": 3, "a": 4 }
            }

            """)
    }

    @Test func test_whenDiffing_withBatch_thatUpdatesBecomeDeletesAndInserts() throws {
        let result = try run(
            #"[{"id": 1, "value": "a"}, {"id": 2, "value": "b"}]"#,
            #"[{"id": 2, "value": "B"}, {"id": 1, "value": "a"}]"#, batch: true)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {
              "inserts": [0],
              "deletes": [1],
              "updates": [],
              "moves": [{ "from": 0, "to": 1 }],
              "oldIndexForId": { "1": 0, "2": 1 },
              "newIndexForId": { "2": 0, "1": 1 }
            }

            """)
    }

    @Test func test_whenDiffing_withTimings_thatStandardErrorNamesEachPhase_andStandardOutputIsUnchanged() throws {
        try folder.write(#"["a", "b"]"#, to: "old.json")
        try folder.write(#"["b", "c"]"#, to: "new.json")
        let plain = try CommandRunner.run(["diff", "old.json", "new.json"], in: folder.url)
        let timed = try CommandRunner.run(["diff", "--timings", "old.json", "new.json"], in: folder.url)
        #expect(timed.status == 0)
        #expect(timed.standardOutput == plain.standardOutput)
        let pattern = #/^timings: read and parse \d+\.\d ms, diff \d+\.\d ms, write \d+\.\d ms \(2 \+ 2 elements\)\n$/#
        #expect(timed.standardError.wholeMatch(of: pattern) != nil, "\(timed.standardError)")
    }

    @Test func test_whenIdsAreDuplicated_thatTheMapsKeepTheLastIndex_andIdsAreEscaped() throws {
        let result = try run(#"["x", "x", "q\"uote"]"#, #"["x", "q\"uote", "x", "x"]"#)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""oldIndexForId": { "x": 1, "q\"uote": 2 }"#))
        #expect(result.standardOutput.contains(#""newIndexForId": { "q\"uote": 1, "x": 3 }"#))
        #expect(result.standardOutput.contains(#""inserts": [3]"#))
    }

    @Test func test_whenValuesAreNumbersAndBooleans_thatTheyCompareAsJSON_andIdsTakeTheirShortestForm() throws {
        // Old → new: 1 → 1.0 (equal), true → 1 (a boolean is no number), 2^53 + 1 → 2^53 (integers exact),
        // 1e2 → 100, [1, {"a": null}] → [1.0, {"a": null}], null → false. Ids: 1e17, 2^64 − 46 (beyond Int64),
        // Int64.min, 2.50.
        let result = try run(
            #"[{"id": 1e17, "value": 1}, {"id": 12345678901234567890, "value": true}, "#
                + #"{"id": -9223372036854775808, "value": 9007199254740993}, {"id": 2.50, "value": 1e2}, "#
                + #"{"id": "n", "value": [1, {"a": null}]}, {"id": "z"}]"#,
            #"[{"id": 100000000000000000, "value": 1.0}, {"id": 1.2345678901234567e19, "value": 1}, "#
                + #"{"id": -9223372036854775808, "value": 9007199254740992}, {"id": "2.5", "value": 100}, "#
                + #"{"id": "n", "value": [1.0, {"a": null}]}, {"id": "z", "value": false}]"#)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == """
            {
              "inserts": [],
              "deletes": [],
              "updates": [1, 2, 5],
              "moves": [],
              "oldIndexForId": { "100000000000000000": 0, "1.2345678901234567e+19": 1, "-9223372036854775808": 2, \
            "2.5": 3, "n": 4, "z": 5 },
              "newIndexForId": { "100000000000000000": 0, "1.2345678901234567e+19": 1, "-9223372036854775808": 2, \
            "2.5": 3, "n": 4, "z": 5 }
            }

            """)
    }

    @Test func test_whenAnElementIsNullOrAnArray_orAValueIsUnrepresentable_thatItExitsTwoNamingIt() throws {
        let null = try run("[1, null]", "[]")
        #expect(null.status == 2)
        #expect(null.standardError
            == "error: old.json: [1]: expected an object { \"id\", \"value\" }, a string or a number, got null\n")
        let array = try run("[]", #"["a", ["b"]]"#)
        #expect(array.status == 2)
        #expect(array.standardError
            == "error: new.json: [1]: expected an object { \"id\", \"value\" }, a string or a number, got an array\n")
        let huge = try run(#"[{"id": "a", "value": 1e400}]"#, "[]")
        #expect(huge.status == 2)
        #expect(huge.standardOutput == "")
        #expect(huge.standardError == "error: old.json:1:23: malformed JSON: the number 1e400 is beyond what a 64-bit "
            + "floating-point number holds (about ±1.8e308)\n")
    }

    @Test func test_whenAFileIsMissing_thatItExitsTwoNamingTheFile() throws {
        try folder.write("[]", to: "new.json")
        let result = try CommandRunner.run(["diff", "missing.json", "new.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: missing.json: no such file\n")
    }

    @Test func test_whenJSONIsMalformed_thatItExitsTwoNamingTheFileAndTheReason() throws {
        let result = try run("[]", "[1, 2")
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError
            == "error: new.json:1:6: malformed JSON: unexpected end of the file: the array opened at 1:1 is not closed\n")
    }

    @Test func test_whenAnIdIsAnObject_thatItExitsTwoNamingTheJSONPath() throws {
        let result = try run(#"[1, 2, 3, {"id": {"a": 1}, "value": 0}]"#, "[]")
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: old.json: [3].id: expected a string or a number, got an object\n")
    }

    @Test func test_whenAnElementHasNoId_orIsABoolean_thatItExitsTwoNamingTheElement() throws {
        let missing = try run("[]", #"[{"value": 1}]"#)
        #expect(missing.status == 2)
        #expect(missing.standardError == "error: new.json: [0].id: missing: expected a string or a number\n")
        let boolean = try run("[1, true]", "[]")
        #expect(boolean.status == 2)
        #expect(boolean.standardError
            == "error: old.json: [1]: expected an object { \"id\", \"value\" }, a string or a number, got a boolean\n")
    }

    @Test func test_whenTheRootIsNotAnArray_thatItExitsTwo() throws {
        let result = try run(#"{"id": 1}"#, "[]")
        #expect(result.status == 2)
        #expect(result.standardError == "error: old.json: expected an array of elements, got an object\n")
    }
}
