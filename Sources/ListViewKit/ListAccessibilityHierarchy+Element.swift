import Foundation

extension ListAccessibilityHierarchy {
    /// One element VoiceOver focuses: what it reads (``description``, ``hint``, ``spoken``) and where it is.
    /// Texts are kept to ``ListAccessibilityHierarchy/maximumTextLength`` characters, control characters escaped
    /// (`\u{7}`), so a hostile label gives a bounded, printable reading.
    public struct Element: Sendable, Hashable {
        /// `accessibilityLabel`.
        public var label: String?
        /// `accessibilityValue`.
        public var value: String?
        /// `accessibilityHint`.
        public var hint: String?
        /// `accessibilityTraits`.
        public var traits: ListAccessibilityTraits
        /// `accessibilityIdentifier` (never read aloud).
        public var identifier: String?
        /// `accessibilityFrame`, in the coordinates of the view the hierarchy was made for.
        public var frame: CGRect
        /// `accessibilityActivationPoint`, in the same coordinates.
        public var activationPoint: CGPoint
        /// The names of `accessibilityCustomActions`.
        public var customActions: [String]
        /// `accessibilityRespondsToUserInteraction`.
        public var respondsToUserInteraction: Bool
        /// What it is made from: a view's kind (`"label"`, `"button"`, the ``ListViewSnapshot/Kind`` names),
        /// `"element"` for a ``ListAccessibilityElement``, `"cell"` / `"header"` / `"footer"` for a list element's
        /// quick content.
        public var kind: String
        /// Where it comes from: its identifier, else its path of subview indexes (`"0/2"`), under its list element
        /// (`"cell 1·0/0/2"`) in a screen's hierarchy.
        public var source: String
        /// Its place among the tabs of a tab bar (an element inside a view with the ``ListAccessibilityTraits/tabBar``
        /// trait, as `UITabBar`'s buttons), which VoiceOver reads after it ("Tab. 2 of 4."); `nil` elsewhere.
        public var tab: TabPosition?

        /// Creates an element; texts are bounded and escaped.
        ///
        /// - Parameters:
        ///   - label: the label.
        ///   - value: the value.
        ///   - hint: the hint.
        ///   - traits: the traits.
        ///   - identifier: the identifier.
        ///   - frame: the frame.
        ///   - activationPoint: the activation point (`nil`: the frame's centre).
        ///   - customActions: the custom actions' names.
        ///   - respondsToUserInteraction: whether it is interactive (`nil`: its traits or actions say so).
        ///   - kind: what it is made from.
        ///   - source: where it comes from.
        ///   - tab: its place among a tab bar's tabs.
        public init(
            label: String?, value: String? = nil, hint: String? = nil, traits: ListAccessibilityTraits = [],
            identifier: String? = nil, frame: CGRect, activationPoint: CGPoint? = nil, customActions: [String] = [],
            respondsToUserInteraction: Bool? = nil, kind: String = "view", source: String = "", tab: TabPosition? = nil
        ) {
            self.label = label.map(ListAccessibilityText.bounded)
            self.value = value.map(ListAccessibilityText.bounded)
            self.hint = hint.map(ListAccessibilityText.bounded)
            self.traits = traits
            self.identifier = identifier.map(ListAccessibilityText.bounded)
            self.frame = frame
            self.activationPoint = activationPoint ?? CGPoint(x: frame.midX, y: frame.midY)
            self.customActions = customActions.prefix(ListAccessibilityHierarchy.maximumCustomActions)
                .map(ListAccessibilityText.bounded)
            self.respondsToUserInteraction = respondsToUserInteraction
                ?? (traits.impliesInteraction || !customActions.isEmpty)
            self.kind = kind
            self.source = ListAccessibilityText.bounded(source)
            self.tab = tab
        }
    }

    /// An element's place among the tabs of a tab bar: the `index`-th (from 1, in reading order) of `count`.
    public struct TabPosition: Sendable, Hashable {
        /// Its number, from 1.
        public var index: Int
        /// How many tabs the bar has.
        public var count: Int

        /// Creates a position.
        ///
        /// - Parameters:
        ///   - index: its number, from 1.
        ///   - count: how many tabs there are.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }
}
