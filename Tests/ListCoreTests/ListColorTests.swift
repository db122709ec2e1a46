import Foundation
import ListCore
import Testing

@Suite struct ListColorTests {
    @Test func test_whenParsingSixDigits_thatChannelsAreRead_andAlphaIsOpaque() throws {
        let color = try ListColor(hex: "#0a84FF")
        #expect(color == ListColor(red: 0x0A, green: 0x84, blue: 0xFF, alpha: UInt8(255)))
        #expect(color.hexString == "#0A84FF")
    }

    @Test func test_whenParsingEightDigitsWithoutHash_thatAlphaIsRead() throws {
        let color = try ListColor(hex: "FF950080")
        #expect(color == ListColor(red: 0xFF, green: 0x95, blue: 0x00, alpha: UInt8(0x80)))
        #expect(color.hexString == "#FF950080")
    }

    @Test(arguments: ["", "#12345", "#GG0000", "#1234567", "red", "#+12345"])
    func test_whenStringIsNotHex_thatErrorQuotesIt(_ string: String) {
        #expect(throws: ListColorError(string: string)) { try ListColor(hex: string) }
    }

    @Test func test_whenDecodingJSON_thatBadColourNamesWhatWasExpected() {
        let data = Data(##"["#00FF00", "blue"]"##.utf8)
        do {
            _ = try JSONDecoder().decode([ListColor].self, from: data)
            Issue.record("decoding should fail")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == ##"expected a colour "#RRGGBB" or "#RRGGBBAA", got "blue""##)
            #expect(context.codingPath.map(\.intValue) == [1])
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
