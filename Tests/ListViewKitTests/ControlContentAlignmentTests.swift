import Foundation
import ListCore
import ListViewKit
import Testing

/// `UIControl.contentHorizontalAlignment` / `contentVerticalAlignment`: a button puts its image and title at the
/// edge they name, inside its content insets (a settings row's left-aligned link), `leading` and `trailing` by the
/// layout direction, `left` and `right` in either.
@MainActor
@Suite struct ControlContentAlignmentTests {
    static let insets = ListEdgeInsets(top: 4, left: 16, bottom: 6, right: 12)

    static func button(
        image: Bool = false, rightToLeft: Bool = false,
        horizontal: UIControl.ContentHorizontalAlignment = .center,
        vertical: UIControl.ContentVerticalAlignment = .center
    ) -> UIButton {
        let button = UIButton(type: .system)
        button.overrideTraitCollection = ListTraitCollection(
            environment: ListEnvironment(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
        button.frame = CGRect(x: 0, y: 0, width: 240, height: 44)
        button.contentEdgeInsets = insets
        button.setTitle("Privacy Policy", for: .normal)
        if image { button.setImage(UIImage(systemName: "lock"), for: .normal) }
        button.contentHorizontalAlignment = horizontal
        button.contentVerticalAlignment = vertical
        button.layoutIfNeeded()
        return button
    }

    static func frames(_ button: UIButton) throws -> (title: CGRect, image: CGRect) {
        (try #require(button.titleLabel).frame, try #require(button.imageView).frame)
    }

    @Test func test_whenAlignedToAnEdge_thatTheTitleSitsAtThatEdgeInsideTheInsets_inBothDirections() throws {
        let centred = try Self.frames(Self.button()).title
        #expect(abs(centred.midX - (16 + (240 - 28) / 2)) < 1e-9)   // the middle of the inset box, 122
        #expect(centred.width > 80)
        for rightToLeft in [false, true] {
            #expect(try Self.frames(Self.button(rightToLeft: rightToLeft, horizontal: .left)).title.minX == 16)
            #expect(try Self.frames(Self.button(rightToLeft: rightToLeft, horizontal: .right)).title.maxX == 228)
            let leading = try Self.frames(Self.button(rightToLeft: rightToLeft, horizontal: .leading)).title
            let trailing = try Self.frames(Self.button(rightToLeft: rightToLeft, horizontal: .trailing)).title
            #expect(rightToLeft ? leading.maxX == 228 : leading.minX == 16, "right to left: \(rightToLeft)")
            #expect(rightToLeft ? trailing.minX == 16 : trailing.maxX == 228, "right to left: \(rightToLeft)")
            #expect(leading.size == centred.size && trailing.size == centred.size)
        }
    }

    @Test func test_whenLeadingWithAnImage_thatTheImageLeadsAndTheTitleFollows() throws {
        let ltr = try Self.frames(Self.button(image: true, horizontal: .leading))
        #expect(ltr.image.minX == 16 && ltr.title.minX == ltr.image.maxX)
        let rtl = try Self.frames(Self.button(image: true, rightToLeft: true, horizontal: .leading))
        #expect(rtl.image.maxX == 228 && rtl.title.maxX == rtl.image.minX)
        #expect(ltr.image.size == CGSize(width: 20, height: 20))
    }

    @Test func test_whenFilled_thatTheTitleTakesTheWidthLeftByTheImage_andTheHeightInsideTheInsets() throws {
        let filled = try Self.frames(Self.button(image: true, horizontal: .fill, vertical: .fill))
        #expect(filled.image.minX == 16 && filled.title.minX == 36 && filled.title.maxX == 228)
        #expect(filled.title.minY == 4 && filled.title.maxY == 38 && filled.image.height == 34)
    }

    @Test func test_whenAlignedVertically_thatTheContentSitsAtTheTopOrBottomInsideTheInsets() throws {
        let top = try Self.frames(Self.button(image: true, vertical: .top))
        #expect(top.title.minY == 4 && top.image.minY == 4)
        let bottom = try Self.frames(Self.button(image: true, vertical: .bottom))
        #expect(bottom.title.maxY == 38 && bottom.image.maxY == 38)
        let centred = try Self.frames(Self.button(image: true))
        #expect(centred.title.midY == 21 && centred.image.midY == 21)
    }

    @Test func test_effectiveAlignment_resolvesLeadingAndTrailingByTheLayoutDirection_only() {
        let cases: [(UIControl.ContentHorizontalAlignment, Bool, UIControl.ContentHorizontalAlignment)] = [
            (.leading, false, .left), (.leading, true, .right), (.trailing, false, .right), (.trailing, true, .left),
            (.left, true, .left), (.right, true, .right), (.center, true, .center), (.fill, true, .fill),
        ]
        for (alignment, rightToLeft, effective) in cases {
            let button = Self.button(rightToLeft: rightToLeft, horizontal: alignment)
            #expect(button.effectiveContentHorizontalAlignment == effective, "\(alignment) rtl \(rightToLeft)")
        }
        #expect(UIButton().contentHorizontalAlignment == .center && UIButton().contentVerticalAlignment == .center)
    }
}
