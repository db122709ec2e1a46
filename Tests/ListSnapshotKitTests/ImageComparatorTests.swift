import ListSnapshotKit
import Testing

@Suite struct ImageComparatorTests {
    private let size = PixelSize(width: 4, height: 2)

    private func image(_ fill: [UInt8], changing changes: [Int: [UInt8]] = [:]) -> (size: PixelSize, pixels: [UInt8]) {
        var pixels = [UInt8]()
        for pixel in 0..<size.count { pixels += changes[pixel] ?? fill }
        return (size, pixels)
    }

    @Test func test_whenImagesAreIdentical_thatNothingDiffers_andExactPasses() {
        let white = image([255, 255, 255, 255])
        let difference = ImageComparator.compare(expected: white, actual: white, tolerance: .exact)
        #expect(difference.differingPixels == 0)
        #expect(difference.maxDeltaE == 0)
        #expect(difference.passes(.exact))
        #expect(difference.summary(against: .exact) == "0 pixels differ (0 %), allowed 0 %; max ΔE 0.0")
    }

    @Test func test_whenOnePixelChangesSlightly_thatExactFails_butPerceptualToleranceAccepts() {
        let expected = image([200, 200, 200, 255])
        let actual = image([200, 200, 200, 255], changing: [3: [201, 200, 200, 255]])
        let exact = ImageComparator.compare(expected: expected, actual: actual, tolerance: .exact)
        #expect(exact.differingPixels == 1)
        #expect(!exact.passes(.exact))
        #expect(exact.maxDeltaE > 0 && exact.maxDeltaE < 1)
        #expect(exact.summary(against: .exact) == "1 pixel differs (12.5 %), allowed 0 %; max ΔE 0.5")
        let lenient = SnapshotTolerance(deltaE: 1)
        let perceptual = ImageComparator.compare(expected: expected, actual: actual, tolerance: lenient)
        #expect(perceptual.differingPixels == 0)
        #expect(perceptual.passes(lenient))
    }

    @Test func test_whenAShareOfPixelsMayDiffer_thatTheShareIsTheLimit() {
        let expected = image([0, 0, 0, 255])
        let actual = image([0, 0, 0, 255], changing: [0: [255, 0, 0, 255], 5: [0, 0, 255, 255]])
        let difference = ImageComparator.compare(expected: expected, actual: actual, tolerance: .exact)
        #expect(difference.differingPixels == 2)
        #expect(difference.passes(SnapshotTolerance(pixelShare: 0.25)))
        #expect(!difference.passes(SnapshotTolerance(pixelShare: 0.24)))
        #expect(difference.summary(against: SnapshotTolerance(pixelShare: 0.1))
            == "2 pixels differ (25 %), allowed 10 %; max ΔE 50.4")
    }

    @Test func test_whenOnlyAlphaDiffers_thatTheDifferenceIsSeen() {
        let expected = image([255, 0, 0, 255])
        let actual = image([255, 0, 0, 255], changing: [1: [255, 0, 0, 0]])
        let difference = ImageComparator.compare(expected: expected, actual: actual, tolerance: SnapshotTolerance(deltaE: 5))
        #expect(difference.differingPixels == 1)
        #expect(difference.deltaEs[1] > 5)
        #expect(difference.deltaEs[0] == 0)
    }

    @Test func test_whenSizesDiffer_thatEveryPixelDiffers_andTheMessageSaysSo() {
        let expected = image([0, 0, 0, 255])
        let actual = (size: PixelSize(width: 4, height: 3), pixels: [UInt8](repeating: 0, count: 48))
        let difference = ImageComparator.compare(expected: expected, actual: actual, tolerance: .exact)
        #expect(!difference.passes(SnapshotTolerance(pixelShare: 1)))
        #expect(difference.differingPixels == 12)
        #expect(difference.summary(against: .exact) == "image sizes differ: expected 4×2, actual 4×3")
    }

    @Test func test_whenToleranceIsOutOfRange_thatValidationNamesTheValue() {
        #expect(throws: SnapshotError.invalidTolerance("the share of pixels must be in 0...1 (0.01 = 1 %), got 2.0")) {
            try SnapshotTolerance.validated(pixelShare: 2, deltaE: 0)
        }
        #expect(throws: SnapshotError.invalidTolerance("ΔE must be a finite number ≥ 0, got -1.0")) {
            try SnapshotTolerance.validated(pixelShare: 0, deltaE: -1)
        }
    }
}
