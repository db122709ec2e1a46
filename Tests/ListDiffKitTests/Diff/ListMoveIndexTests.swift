import Foundation
import ListDiffKit
import Testing

@Suite struct ListMoveIndexTests {
    @Test func test_whenComparingMoves_thatEqualityNeedsBothEnds_andOrderIsByFromThenTo() {
        #expect(ListMoveIndex(from: 1, to: 2) == ListMoveIndex(from: 1, to: 2))
        #expect(ListMoveIndex(from: 1, to: 2) != ListMoveIndex(from: 1, to: 3))
        #expect(ListMoveIndex(from: 0, to: 9) < ListMoveIndex(from: 1, to: 0))
        #expect(ListMoveIndex(from: 1, to: 0) < ListMoveIndex(from: 1, to: 2))
        #expect(ListMoveIndex(from: 3, to: 1).description == "3 → 1")
    }

    @Test func test_whenEncodingMoves_thatTheyAreFromToObjects() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = try encoder.encode(ListMoveIndex(from: 1, to: 0))
        #expect(String(decoding: plain, as: UTF8.self) == #"{"from":1,"to":0}"#)
        let path = ListMoveIndexPath(from: ListIndexPath(section: 0, item: 1), to: ListIndexPath(section: 2, item: 3))
        let encoded = try encoder.encode(path)
        #expect(String(decoding: encoded, as: UTF8.self) == #"{"from":{"indexes":[0,1]},"to":{"indexes":[2,3]}}"#)
        #expect(try JSONDecoder().decode(ListMoveIndexPath.self, from: encoded) == path)
    }

    @Test func test_whenAResultCrossesToAnotherTask_thatItArrivesIntact() async {
        let result = ListDiff(oldArray: [1, 2, 3], newArray: [3, 1])
        let received = await Task.detached { result }.value
        #expect(received == result)
        #expect(received.oldIndex(for: 3) == 2)
    }
}
