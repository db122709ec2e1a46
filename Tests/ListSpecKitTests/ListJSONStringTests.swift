import Testing
import ListSpecKit

/// The one JSON string writer that `diff`, `layout`, sidecars and results.json share.
@Suite struct ListJSONStringTests {
    @Test func test_whenTextHasQuotesBackslashesAndControls_thatTheLiteralIsStrictJSON() {
        #expect(ListJSONString.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(ListJSONString.quoted("1\n2\r3\t4") == #""1\n2\r3\t4""#)
        #expect(ListJSONString.quoted("\u{1B}[31m\u{7F}\u{0}") == #""\u001B[31m\u007F\u0000""#)
        #expect(ListJSONString.quoted("héllo · 日本 👋") == "\"héllo · 日本 👋\"")
    }
}
