import Foundation
import ListAnimationKit
import ListSpecKit
import Testing

@testable import ListRenderKit
@testable import ListSnapshotKit

/// Every Double → Int conversion on the render, animate and snapshot paths is checked (issue 11 §2): each value here
/// made the process trap ("Double value cannot be converted to Int") before.
@Suite struct NumberConversionTests {
    static let side = Double(ListSpecLimits.imageSide)

    @Test(arguments: [
        (CGSize(width: 1e19, height: 10), 1.0), (CGSize(width: 10, height: CGFloat.infinity), 1.0),
        (CGSize(width: CGFloat.nan, height: 10), 2.0), (CGSize(width: 10, height: 10), Double.infinity),
        (CGSize(width: -1, height: 10), 1.0), (CGSize(width: 32_766.01, height: 1), 1.0),
        (CGSize(width: 16_384, height: 16_385), 1.0),
    ])
    func test_whenAScenesPixelSizeIsBeyondTheLimits_thatItThrowsImageSize_notATrap(size: CGSize, scale: Double) {
        let scene = RenderScene(size: size, scale: scale)
        let error = #expect(throws: RenderError.self) { _ = try scene.pixelSize }
        guard case .imageSize(let width, let height, let thrownScale)? = error else {
            Issue.record("expected .imageSize, got \(String(describing: error))")
            return
        }
        #expect(width.bitPattern == Double(size.width).bitPattern)
        #expect(height.bitPattern == Double(size.height).bitPattern)
        #expect(thrownScale.bitPattern == scale.bitPattern)
    }

    @Test func test_whenAScenesPixelSizeIsAtTheLimits_thatItIsExact() throws {
        func pixels(_ width: Double, _ height: Double, scale: Double) throws -> [Int] {
            let size = try RenderScene(size: CGSize(width: width, height: height), scale: scale).pixelSize
            return [size.width, size.height]
        }
        #expect(try pixels(Self.side, 1, scale: 1) == [32_766, 1])
        #expect(try pixels(16_384, 16_384, scale: 1) == [16_384, 16_384])
        #expect(try pixels(390, 844.2, scale: 3) == [1170, 2533])
        #expect(try pixels(0, 0, scale: 2) == [0, 0])
    }

    @Test func test_whenRasterisingAHugeSize_thatItThrowsAMessageWithThePointsAndTheLimits() throws {
        let rasterizer = Rasterizer(fonts: try FontSet.bundled())
        let scene = RenderScene(size: CGSize(width: 390, height: 844), scale: 2)
        #expect(throws: RenderError.imageSize(width: 390, height: 1e19, scale: 2)) {
            _ = try rasterizer.render([ScenePlacement(scene: scene)], size: CGSize(width: 390, height: 1e19), scale: 2, background: nil)
        }
        #expect(
            "\(RenderError.imageSize(width: 390, height: 1e19, scale: 2))"
                == "cannot render an image of 390×1e+19 points at scale 2 (780×2e+19 pixels): the limit is 32766 "
                + "pixels a side and 268435456 pixels in all")
    }

    @Test(arguments: [0.0, -5, .nan, .infinity, -.infinity])
    func test_whenAnAPNGFrameDelayIsNotAPositiveNumber_thatItIsWrittenAs0ms(delay: Double) {
        var writer = APNGWriter(width: 1, height: 1, colorType: .rgb, frameCount: 1)
        let frame = writer.frame(zlibStream: Data([0x78, 0x01]), delay: delay)
        // fcTL payload: length (4), type (4), sequence (4), width, height, x, y (16), then delay numerator (2).
        let numerator = Int(frame[frame.startIndex + 28]) << 8 | Int(frame[frame.startIndex + 29])
        #expect(numerator == (delay == .infinity ? 65_535 : 0))
    }

    @Test func test_whenAnAPNGFrameDelayIsLong_thatItIsCappedAtTheFormatsLimit() {
        var writer = APNGWriter(width: 1, height: 1, colorType: .rgb, frameCount: 1)
        let frame = writer.frame(zlibStream: Data([0x78, 0x01]), delay: 1e300)
        #expect(frame[frame.startIndex + 28] == 0xFF && frame[frame.startIndex + 29] == 0xFF)
    }

    @Test(arguments: [Double.nan, .infinity, -1, 3e6])
    func test_whenAWebPFramesDurationIsNotRepresentable_thatAddingItThrows(duration: Double) throws {
        let image = try RasterImage(width: 2, height: 2, scale: 1)
        let writer = try WebPAnimationWriter(width: 2, height: 2)
        try writer.add(image, duration: 1)
        #expect(throws: AnimationError.self) { try writer.add(image, duration: duration) }
    }

    @Test func test_whenAWebPWriterIsWiderThanInt32_thatItThrows() {
        #expect(throws: AnimationError.self) { _ = try WebPAnimationWriter(width: Int(Int32.max) + 1, height: 1) }
    }

    @Test func test_whenTheTimingProductIsNotAFiniteNumber_thatTheFrameCountIsBounded() {
        #expect(ListAnimationTiming(duration: .nan, fps: 30).frameCount == 2)
        #expect(ListAnimationTiming(duration: -1, fps: 30).frameCount == 2)
        #expect(ListAnimationTiming(duration: .infinity, fps: 30).frameCount == ListAnimationTiming.maximumIntervals + 1)
        #expect(ListAnimationTiming(duration: 1e300, fps: 1e300).frameCount == ListAnimationTiming.maximumIntervals + 1)
        #expect(ListAnimationTiming(duration: 0.3, fps: 30).frameCount == 10)
    }

    @Test func test_whenFormattingHugeNumbersForOverlaysStripsAndReports_thatTheyAreWrittenNotTrapped() {
        #expect(SceneDrawer.format(1e300) == "1e+300")
        #expect(SceneDrawer.format(-1e19) == "-1e+19")
        #expect(SceneDrawer.format(.nan) == "nan")
        #expect(SceneDrawer.format(12.333) == "12.33")
        #expect(SceneDrawer.format(-0.001) == "0")
        #expect(AnimationStrip(framesPerUpdate: 2).caption(update: 0, of: 1, time: 1e300, step: 1) == "1e+303 ms · after")
        #expect(AnimationGolden.format(1e300) == "1e+300")
        #expect(AnimationGolden.format(29.97) == "29.97")
        #expect(AnimationGolden.format(30) == "30")
    }
}
