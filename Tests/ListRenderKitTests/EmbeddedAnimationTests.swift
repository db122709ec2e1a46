import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListViewKit
import Testing

/// A list embedded in a cell during an animated batch update of the outer list (``NestedFeed``, scale 1): the nested
/// list moves with its cell and is clipped in every frame, a reloaded row cross-fades its old and new nested
/// content, and so does a kept row whose nested adapter updated (exact pixels at mid frames).
@MainActor @Suite struct EmbeddedAnimationTests {
    private typealias Screen = NestedFeed.Screen
    private typealias Row = NestedFeed.Row

    private let red = EmbeddedRow.colors[0]
    private let yellow = EmbeddedRow.colors[3]
    private let listBackground = RenderTheme(style: .light).background

    /// The first transition the outer adapter recorded while `objects` became `after`.
    private func transition(from before: [ListDiffable], to after: [ListDiffable]) throws -> TransitionSceneBuilder {
        let screen = Screen(objects: before)
        let animation = try ListAnimation(recording: screen.adapter) {
            screen.objects = after
            screen.adapter.performUpdates(animated: true)
        }
        return try #require(animation.sequence.transitions.first)
    }

    private func render(_ builder: TransitionSceneBuilder, at progress: Double) throws -> RasterImage {
        try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(builder.scene(at: progress))
    }

    @Test(arguments: [ListEnvironment(), ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar")])
    func test_whenTheOuterCellMoves_thatItsNestedCellsMoveWithIt_clippedToTheNestedList_inEveryFrame(
        environment: ListEnvironment
    ) throws {
        let screen = Screen(objects: ["A" as NSString, Row(count: 6)], environment: environment)
        let animation = try ListAnimation(recording: screen.adapter) {
            screen.objects = ["A" as NSString, "B" as NSString, Row(count: 6)]
            screen.adapter.performUpdates(animated: true)
        }
        let builder = try #require(animation.sequence.transitions.first)
        #expect(builder.transition.tracks.map(\.change) == [.unchanged, .inserted, .unchanged])
        let rasterizer = Rasterizer(
            fonts: animation.fonts, theme: animation.theme, overlays: .none, environment: animation.environment)
        let style = environment.theme
        let rtl = environment.layoutDirection == .rightToLeft
        // Avatar 0 at x 35 ..< 95 of the row (225 ..< 285 right to left); avatar 3 at 245 ..< 305, cut at the nested
        // list's edge x = 295 (15 ..< 75, cut at x = 25).
        let first = rtl ? 280 : 40
        let (inside, outside) = rtl ? (25, 24) : (294, 295)
        for progress in [0, 0.25, 0.5, 0.75, 1] {
            let image = try rasterizer.render(builder.scene(at: progress))
            let top = 60 + Int(60 * progress)     // the row moves from y = 60 to y = 120
            #expect(image.pixel(x: first, y: top + 9) == ListColor.systemGray5.resolved(for: style), "at \(progress)")
            #expect(image.pixel(x: first, y: top + 10) == red, "at \(progress)")
            #expect(image.pixel(x: first, y: top + 89) == red, "at \(progress)")
            #expect(image.pixel(x: first, y: top + 90) == ListColor.systemGray5.resolved(for: style), "at \(progress)")
            #expect(image.pixel(x: inside, y: top + 50) == yellow, "at \(progress)")
            #expect(image.pixel(x: outside, y: top + 50) == RenderTheme(style: style).background, "at \(progress)")
        }
    }

    @Test func test_whenTheOuterRowIsReloaded_thatItsOldAndNewNestedContentCrossFade() throws {
        // Avatars 0 ..< 6 become 2 ..< 4: avatar 0 (red) at x 35 gives way to avatar 2 (blue).
        let builder = try transition(
            from: ["A" as NSString, Row(count: 6)], to: ["A" as NSString, Row(count: 2, first: 2)])
        #expect(builder.transition.tracks.map(\.change) == [.unchanged, .inserted, .deleted])
        #expect(try render(builder, at: 0).pixel(x: 40, y: 100) == red)
        #expect(try render(builder, at: 1).pixel(x: 40, y: 100) == EmbeddedRow.colors[2])
        // Half way, the old row at alpha 0.5 over the list's background (242, 242, 247), the new one at 0.5 over
        // that: red ¼, blue ½, background ¼ = (124.25, 60.5, 189.25), stored as 7C 3C BD.
        #expect(try render(builder, at: 0.5).pixel(x: 40, y: 100) == ListColor(red: 0x7C, green: 0x3C, blue: 0xBD))
    }

    @Test func test_whenAKeptRowsNestedAdapterUpdatesAsTheRowMoves_thatTheNestedContentCrossFadesAlongThePath() throws {
        let builder = try transition(
            from: ["A" as NSString, Row(count: 6, comparesContent: false)],
            to: ["A" as NSString, "B" as NSString, Row(count: 2, first: 2, comparesContent: false)])
        #expect(builder.transition.tracks.map(\.change) == [.unchanged, .inserted, .unchanged])
        // The row is one element drawn twice half way: its old tree and its new one, each at alpha 0.5, at y = 90.
        let middle = builder.scene(at: 0.5).elements.filter { $0.frame.height == 100 }
        #expect(middle.map(\.frame) == Array(repeating: CGRect(x: 0, y: 90, width: 320, height: 100), count: 2))
        #expect(middle.map(\.alpha) == [0.5, 0.5])
        #expect(middle.map { $0.view?.node("avatars")?.children.map(\.identifier) ?? [] }
            == [["avatar 0", "avatar 1", "avatar 2", "avatar 3"], ["avatar 2", "avatar 3"]])
        #expect(try render(builder, at: 0).pixel(x: 40, y: 70) == red)
        #expect(try render(builder, at: 1).pixel(x: 40, y: 130) == EmbeddedRow.colors[2])
        // Red ¼, blue ½, the list's background ¼, as a reload's cross-fade (below y = 120, clear of the title
        // fading in behind the row).
        let image = try render(builder, at: 0.5)
        #expect(image.pixel(x: 40, y: 140) == ListColor(red: 0x7C, green: 0x3C, blue: 0xBD))
        // Clipped to the nested list: nothing of either tree past x = 295.
        #expect(image.pixel(x: 300, y: 140) == listBackground)
        // The first and last frames are the stills of the states (one tree each).
        #expect(builder.scene(at: 0).elements.count == 2)
        #expect(builder.scene(at: 1).elements.count == 3)
    }

    @Test func test_whenOnlyTheNestedListChanges_thatTheInPlaceUpdateCrossFadesIt() throws {
        let builder = try transition(
            from: ["A" as NSString, Row(count: 6, comparesContent: false)],
            to: ["A" as NSString, Row(count: 2, first: 2, comparesContent: false)])
        #expect(builder.transition.tracks.map(\.change) == [.unchanged, .unchanged])
        #expect(try render(builder, at: 0).pixel(x: 40, y: 100) == red)
        #expect(try render(builder, at: 0.5).pixel(x: 40, y: 100) == ListColor(red: 0x7C, green: 0x3C, blue: 0xBD))
        #expect(try render(builder, at: 1).pixel(x: 40, y: 100) == EmbeddedRow.colors[2])
    }
}
