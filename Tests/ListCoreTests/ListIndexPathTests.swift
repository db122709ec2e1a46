import Foundation
import ListDiffKit
import Testing

@Suite struct ListIndexPathTests {
    @Test func test_whenSorting_thatSectionComesFirst() {
        let paths = [ListIndexPath(section: 1, item: 0), ListIndexPath(section: 0, item: 5), ListIndexPath(item: 2, section: 0)]
        #expect(paths.sorted() == [.init(section: 0, item: 2), .init(section: 0, item: 5), .init(section: 1, item: 0)])
    }

    @Test func test_whenCoding_thatJSONIsSectionItemPair() throws {
        let data = try JSONEncoder().encode([ListIndexPath(section: 2, item: 7)])
        #expect(String(decoding: data, as: UTF8.self) == "[[2,7]]")
        #expect(try JSONDecoder().decode([ListIndexPath].self, from: Data("[[3,4]]".utf8)) == [.init(section: 3, item: 4)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ListIndexPath.self, from: Data("[1,2,3]".utf8)) }
    }
}
