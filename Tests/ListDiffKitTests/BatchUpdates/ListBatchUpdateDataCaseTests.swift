import Foundation
import ListDiffKit
import ListTestSupport
import Testing

/// Runs every case of `../shared/reference/iglistkit-batch-updates.json` (IGListKit's `IGListBatchUpdateDataTests`).
///
/// The `expect` fields are asserted as the file's conventions say (sets, ordered arrays, counts); the `derived` full
/// output is a secondary oracle, compared in full with the delete paths as a set.
@Suite struct ListBatchUpdateDataCaseTests {
    static let expectedCaseCount = 16

    @Test func test_whenRunningEveryReferenceCase_thatEachMatchesIGListKit() throws {
        let cases = try Self.loadCases()
        var run = 0
        for testCase in cases {
            try check(testCase)
            run += 1
        }
        #expect(run == Self.expectedCaseCount)
    }

    private func check(_ testCase: [String: Any]) throws {
        let name = try #require(testCase["name"] as? String)
        let input = try #require(testCase["input"] as? [String: Any])
        let expect = try #require(testCase["expect"] as? [String: Any])
        let derived = try #require(testCase["derived"] as? [String: Any])
        let data = try Self.batchData(input)
        let comment = Comment(rawValue: name)
        try checkExpectations(expect, of: data, input: input, comment)
        // Secondary oracle: the whole cleaned output.
        let oracle = try Self.batchData(derived)
        #expect(data.insertSections == oracle.insertSections, comment)
        #expect(data.deleteSections == oracle.deleteSections, comment)
        #expect(data.moveSections == oracle.moveSections, comment)
        #expect(data.insertIndexPaths == oracle.insertIndexPaths, comment)
        #expect(Set(data.deleteIndexPaths) == Set(oracle.deleteIndexPaths), comment)
        #expect(data.updateIndexPaths == oracle.updateIndexPaths, comment)
        #expect(data.moveIndexPaths == oracle.moveIndexPaths, comment)
    }

    private func checkExpectations(
        _ expect: [String: Any], of data: ListBatchUpdateData, input: [String: Any], _ comment: Comment
    ) throws {
        for (key, value) in expect {
            switch key {
            case "insertSections": #expect(Set(data.insertSections) == Set(try Self.ints(value)), comment)
            case "deleteSections": #expect(Set(data.deleteSections) == Set(try Self.ints(value)), comment)
            case "moveSections": #expect(Set(data.moveSections) == Set(try Self.sectionMoves(value)), comment)
            case "deleteIndexPaths": #expect(Set(data.deleteIndexPaths) == Set(try Self.paths(value)), comment)
            case "insertIndexPaths": #expect(data.insertIndexPaths == (try Self.paths(value)), comment)
            case "moveIndexPaths": #expect(data.moveIndexPaths == (try Self.pathMoves(value)), comment)
            case "insertSectionsCount": #expect(data.insertSections.count == value as? Int, comment)
            case "deleteSectionsCount": #expect(data.deleteSections.count == value as? Int, comment)
            case "moveSectionsCount": #expect(data.moveSections.count == value as? Int, comment)
            case "moveIndexPathsCount": #expect(data.moveIndexPaths.count == value as? Int, comment)
            case "equalToItself":
                #expect(data == (try Self.batchData(input)), comment)
                #expect(data == data, comment)
            case "notEqualToOtherClass":
                #expect(AnyHashable(data) != AnyHashable(ListIndexPath(section: 0, item: 0)), comment)
                #expect((data as Any) as? ListIndexSetResult == nil, comment)
            default: Issue.record("\(comment.rawValue): unknown expectation \(key)")
            }
        }
    }

    // MARK: Reading the case file

    static func loadCases() throws -> [[String: Any]] {
        let data = try SharedReference.data(named: "iglistkit-batch-updates.json")
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["cases"] as? [[String: Any]])
    }

    static func batchData(_ fields: [String: Any]) throws -> ListBatchUpdateData {
        ListBatchUpdateData(
            insertSections: try ints(fields["insertSections"] as Any),
            deleteSections: try ints(fields["deleteSections"] as Any),
            moveSections: try sectionMoves(fields["moveSections"] as Any),
            insertIndexPaths: try paths(fields["insertIndexPaths"] as Any),
            deleteIndexPaths: try paths(fields["deleteIndexPaths"] as Any),
            updateIndexPaths: try paths(fields["updateIndexPaths"] as Any),
            moveIndexPaths: try pathMoves(fields["moveIndexPaths"] as Any))
    }

    static func ints(_ value: Any) throws -> [Int] { try #require(value as? [Int]) }

    static func sectionMoves(_ value: Any) throws -> [ListMoveIndex] {
        try #require(value as? [[Int]]).map { pair in
            try #require(pair.count == 2)
            return ListMoveIndex(from: pair[0], to: pair[1])
        }
    }

    static func paths(_ value: Any) throws -> [ListIndexPath] {
        try #require(value as? [[Int]]).map { pair in
            try #require(pair.count == 2)
            return ListIndexPath(section: pair[0], item: pair[1])
        }
    }

    static func pathMoves(_ value: Any) throws -> [ListMoveIndexPath] {
        try #require(value as? [[[Int]]]).map { move in
            try #require(move.count == 2)
            let ends = try paths(move)
            return ListMoveIndexPath(from: ends[0], to: ends[1])
        }
    }
}
