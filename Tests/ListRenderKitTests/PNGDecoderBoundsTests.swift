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
            "\(error)".contains("the image is 30000 x 30000 pixels, beyond the limits of 32766 pixels a side and 2^28 pixels")
        }
    }

    /// Goldens and images in cells share one bounded decoder (CListImageCodecs' li_png_decode_layout): a golden whose
    /// header is within the limits but whose compressed data cannot hold its rows is refused before its rows are
    /// allocated, naming both sizes.
    @Test func test_whenAGoldenHeaderHasTooLittleData_thatItIsRefusedBeforeItsRowsAreAllocated() throws {
        // A 10000 × 10000 RGBA header (400 MB of rows), a 2-byte IDAT, IEND.
        let base64 = "iVBORw0KGgoAAAANSUhEUgAAJxAAACcQCAYAAAC6TmInAAAAAklEQVR4nGKkkSsAAAAASUVORK5CYII="
        let data = try #require(Data(base64Encoded: base64))
        #expect {
            try PNGDecoder.decode(data)
        } throws: { error in
            "\(error)".contains("the image data is truncated: 10000 x 10000 pixels need 400010000 bytes of rows, more "
                + "than its 2 compressed bytes can hold")
        }
    }
}
