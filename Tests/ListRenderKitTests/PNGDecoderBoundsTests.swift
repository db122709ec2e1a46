import Foundation
import ListRenderKit
import Testing

/// The golden decoder refuses an image beyond 2^28 pixels before it allocates its pixels, even when the header's
/// pre-scan never reaches the header libpng reads (a fuzz finding: a 30000 × 30000 header, then a chunk running past
/// the data, then a second PNG).
@Suite struct PNGDecoderBoundsTests {
    @Test func test_whenTheHeaderIsBeyondThePixelLimitButThePreScanStopsEarly_thatDecodingFailsWithoutAllocating() throws {
        let base64 = "iVBORw0KGgoAAAANSUhEUgAAdTAAAHUwCAYAAABmJ/i6AAAAC0lEQVR4nGNgQAUAiVBORw0KGgoAAAANSUhEUgAAAAMAAAAD"
            + "CAIAAAAQAAE5vY9lAAAAAEkBrk0SfgAAAAx4QUVOVERJnGNgoAwAAABAAAG3NHzvAAAAAHRSTlNErklFToJCYII="
        let data = try #require(Data(base64Encoded: base64))
        #expect {
            try PNGDecoder.decode(data)
        } throws: { error in
            "\(error)".contains("beyond the limit of 2^28 pixels")
        }
    }
}
