import Foundation
import ListTestSupport
import Testing

@Suite struct RootCommandTests {
    @Test func test_whenAskedForVersion_thatItPrintsIt_andExitsZero() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "0.1.0\n")
    }

    @Test func test_whenSubcommandIsUnknown_thatItIsAUsageError() throws {
        let result = try CommandRunner.run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("frobnicate"))
    }
}
