import Foundation
import ListDiffKit
import Testing

@Suite struct ListIndexPathTests {
    @Test func test_whenSorting_thatSectionComesFirst() {
        let paths = [ListIndexPath(section: 1, item: 0), ListIndexPath(section: 0, item: 5), ListIndexPath(item: 2, section: 0)]
        #expect(paths.sorted() == [.init(section: 0, item: 2), .init(section: 0, item: 5), .init(section: 1, item: 0)])
    }

    @Test func test_whenWrittenTheUIKitWay_thatItIsFoundationsIndexPath() {
        #expect(ListIndexPath.self == IndexPath.self)
        var path = IndexPath(item: 7, section: 2)
        #expect(path == ListIndexPath(section: 2, item: 7))
        #expect(path == IndexPath(indexes: [2, 7]))
        #expect((path.section, path.item, path.count) == (2, 7, 2))
        path.item += 1
        path.section = 0
        #expect(Array(path) == [0, 8])
        #expect(path.description == "[0, 8]")
    }

    @Test func test_whenCoding_thatJSONIsFoundationsIndexPath() throws {
        let data = try JSONEncoder().encode([ListIndexPath(section: 2, item: 7)])
        #expect(String(decoding: data, as: UTF8.self) == #"[{"indexes":[2,7]}]"#)
        #expect(try JSONDecoder().decode([ListIndexPath].self, from: data) == [.init(section: 2, item: 7)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ListIndexPath.self, from: Data("[3,4]".utf8)) }
    }
}
