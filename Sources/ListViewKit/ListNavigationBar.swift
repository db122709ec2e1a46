import Foundation
import ListCore

/// UIKit's `UINavigationBar`, as a ``ListNavigationController`` shows it: the top screen's title (or a large title
/// below a 44-point row), its bar button items and the back button with the previous screen's title, drawn in the
/// bar's appearance. The navigation controller sets its items and frame; its background reaches up under the
/// status bar, as UIKit's does. Every figure is in docs/SNAPSHOTS.md ("The chrome of a screen").
///
/// ```swift
/// navigationController.navigationBar.prefersLargeTitles = true
/// navigationController.navigationBar.tintColor = .systemPink
/// ```
@MainActor
open class ListNavigationBar: ListView {
    /// Whether screens show a large title (each as its ``ListNavigationItem/largeTitleDisplayMode`` says).
    open var prefersLargeTitles = false {
        didSet { superview?.setNeedsLayout() }
    }
    /// The appearance with content scrolled under the bar.
    open var standardAppearance = ListNavigationBarAppearance()
    /// The appearance at the top of the content (`nil`: the standard one without its background and shadow, as
    /// iOS 15 and later draw a bar at the scroll edge).
    open var scrollEdgeAppearance: ListNavigationBarAppearance?
    /// The appearance in a compact height (recorded: a portrait still has none).
    open var compactAppearance: ListNavigationBarAppearance?
    /// Whether the bar is translucent (recorded: the appearance decides the drawing).
    open var isTranslucent = true
    /// UIKit's `barTintColor`: a background colour over the appearance's (`nil`: the appearance's).
    open var barTintColor: ListColor?

    /// The items of the screens, bottom to top (set by the navigation controller).
    public internal(set) var items: [ListNavigationItem] = []
    /// The top item.
    public var topItem: ListNavigationItem? { items.last }
    /// The item below the top one (whose title the back button shows).
    public var backItem: ListNavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// The titles of the screens, bottom to top (their view controllers' titles when their items have none).
    var fallbackTitles: [String?] = []
    /// Whether the top item shows a large title (decided by the navigation controller).
    var showsLargeTitle = false
    /// Whether the content is at its top (the scroll-edge appearance applies), decided at each layout.
    var isAtScrollEdge: @MainActor () -> Bool = { true }
    /// How far the background reaches above the bar (the status bar's area).
    var backgroundExtension: CGFloat = 0

    let background = ListView()
    let shadow = ListView()
    let titleLabel = ListLabel()
    let largeTitleLabel = ListLabel()
    var itemViews: [ListView] = []
    /// The views VoiceOver reads, in its order (decided at each layout).
    var readingOrder: [ListView] = []

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "navigationBar"
        background.accessibilityIdentifier = "navigationBar.background"
        shadow.accessibilityIdentifier = "navigationBar.shadow"
        shadow.drawsAsHairline = true
        titleLabel.accessibilityIdentifier = "navigationBar.title"
        titleLabel.textAlignment = .center
        largeTitleLabel.accessibilityIdentifier = "navigationBar.largeTitle"
        largeTitleLabel.accessibilityTraits = .header
        titleLabel.accessibilityTraits = .header
        for view in [background, shadow, titleLabel, largeTitleLabel] { addSubview(view) }
    }

    /// UIKit's archive initializer: there are no archives here, so it fails.
    public required init?(coder: NSCoder) { nil }

    /// The bar's elements in VoiceOver's order, as UIKit's navigation bar lists them: the back button, the leading
    /// items, the title (or title view), the trailing items from the leading one, then the large title — mirrored
    /// with the bar right to left. Set, a list of your own replaces it.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? (readingOrder.isEmpty ? nil : readingOrder) }
        set { super.accessibilityElements = newValue }
    }

    /// Builds the content from the top item and places it (the background, the back button and the items, the
    /// title or the large title).
    open override func layoutSubviews() {
        layOutContent()
    }

    /// The height of the 44-point row (50 points on an iPad-sized bar, as iOS 12 and later).
    var rowHeight: CGFloat { bounds.width >= 700 ? 50 : 44 }

    /// The bar's height: the row, plus the large-title area when the top item shows one (52 points at the default
    /// Dynamic Type size, growing with the large title's line).
    public var barHeight: CGFloat {
        guard showsLargeTitle else { return rowHeight }
        return rowHeight + largeTitleAreaHeight
    }

    /// The large-title area: 52 points at the default Dynamic Type size, plus what the large title's line grows by
    /// at a larger one.
    var largeTitleAreaHeight: CGFloat {
        let traits = traitCollection
        let growth = largeTitleFont.lineHeightIn(traits) - largeTitleFont.withSize(34).lineHeightIn(traits)
        return 52 + max(0, growth).rounded(.up)
    }

    var largeTitleFont: ListFont {
        currentAppearance.largeTitleFont ?? ListFont(pointSize: 34, weight: .bold, textStyle: .largeTitle)
    }

    /// The appearance in effect: the top item's, else the bar's, scroll-edge or standard.
    var currentAppearance: ListNavigationBarAppearance {
        if isAtScrollEdge() {
            if let edge = topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
            let transparent = ListNavigationBarAppearance(barAppearance: topItem?.standardAppearance ?? standardAppearance)
            transparent.configureWithTransparentBackground()
            return transparent
        }
        return topItem?.standardAppearance ?? standardAppearance
    }
}

extension ListFont {
    /// The height of one line of the font in a trait collection's faces and Dynamic Type size (the point size when
    /// no faces are installed).
    func lineHeightIn(_ traits: ListTraitCollection) -> CGFloat {
        var height = pointSize
        traits.performAsCurrent { height = lineHeight }
        return height
    }
}
