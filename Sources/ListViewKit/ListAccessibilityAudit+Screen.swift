import Foundation
import ListCore

extension ListAccessibilityAudit {
    /// What an audit reads of one rendered screen, in points of the screen: what VoiceOver reads there, each text
    /// run as drawn with the colours of the pixels beneath it, and the views in the order they were drawn.
    /// ListRenderKit's `Rasterizer.renderForAudit(_:)` records it while it draws; a test may build one by hand.
    public struct Screen: Sendable, Hashable {
        /// The accessibility tree before ordering (a screen's: one group per list element).
        public var nodes: [ListAccessibilityNode]
        /// The text runs drawn, in drawing order.
        public var texts: [TextRun]
        /// The views drawn, in drawing order (back to front).
        public var views: [DrawnView]

        /// Creates a screen.
        ///
        /// - Parameters:
        ///   - nodes: the accessibility tree.
        ///   - texts: the text runs drawn.
        ///   - views: the views drawn, back to front.
        public init(nodes: [ListAccessibilityNode], texts: [TextRun] = [], views: [DrawnView] = []) {
            self.nodes = nodes
            self.texts = texts
            self.views = views
        }
    }

    /// One run of text (one font and colour) as drawn: where, in what colour over which pixels, and how much of
    /// its text shows.
    public struct TextRun: Sendable, Hashable {
        /// The view that draws it (`cell 0·1/title`; quick content: `cell 0·1/0`).
        public var source: String
        /// The run's index among its text's runs.
        public var index: Int
        /// The run's characters (bounded and escaped for reports).
        public var text: String
        /// The union of its glyphs' boxes on every line, in screen points.
        public var frame: CGRect
        /// Its colour as drawn: the run's colour, its alpha multiplied by the views' fading above it.
        public var color: ListColor
        /// Its font size in points (after Dynamic Type).
        public var fontSize: Double
        /// Whether its font is bold (semibold or heavier).
        public var isBold: Bool
        /// The colours of the pixels beneath it (what was drawn there before the text), opaque, with their counts.
        public var background: [ColorCount]
        /// The share of its text that shows, 0...1: less than 1 when it is truncated (`…`) or clipped by a view
        /// that clips to its bounds or by its list element.
        public var visibleShare: Double

        /// Creates a text run.
        public init(
            source: String, index: Int = 0, text: String, frame: CGRect, color: ListColor, fontSize: Double,
            isBold: Bool, background: [ColorCount], visibleShare: Double = 1
        ) {
            self.source = source
            self.index = index
            self.text = ListAccessibilityText.bounded(text)
            self.frame = frame
            self.color = color
            self.fontSize = fontSize
            self.isBold = isBold
            self.background = background
            self.visibleShare = visibleShare
        }

        /// Whether WCAG counts it as large text: at least 18 points, or 14 points bold.
        public var isLarge: Bool { fontSize >= 18 || (isBold && fontSize >= 14) }
    }

    /// An opaque colour and how many pixels have it.
    public struct ColorCount: Sendable, Hashable {
        /// The colour (alpha 255).
        public var color: ListColor
        /// The number of pixels.
        public var count: Int

        /// Creates a count.
        public init(color: ListColor, count: Int) {
            self.color = color
            self.count = count
        }
    }

    /// A view as drawn: its source, its visible frame and whether it hides what lies beneath (an opaque fill,
    /// not faded, not transformed).
    public struct DrawnView: Sendable, Hashable {
        /// The view (`cell 0·1/like`; a list element itself: `cell 0·1`).
        public var source: String
        /// The sources of its ancestors and itself, outermost first (`["cell 0·1", "cell 0·1/card", …]`): what
        /// is drawn inside an element never hides it.
        public var lineage: [String]
        /// Its frame in screen points, cut to what clips it.
        public var frame: CGRect
        /// Whether it paints its whole frame opaquely.
        public var isOpaque: Bool

        /// Creates a drawn view.
        public init(source: String, lineage: [String], frame: CGRect, isOpaque: Bool) {
            self.source = source
            self.lineage = lineage
            self.frame = frame
            self.isOpaque = isOpaque
        }
    }
}
