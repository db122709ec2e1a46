import Foundation
import ListCore

/// UIKit's `UITabBar`, as a ``ListTabBarController`` shows it: one slot per screen across the bar's width, each an
/// icon over a 10-point title, the selected one in the tint colour and the others in ``unselectedItemTintColor``,
/// on the bar's appearance with a hairline along its top. The bar is 49 points tall (50 on an iPad) above the
/// home indicator's area, which its background fills. Every figure is in docs/SNAPSHOTS.md.
@MainActor
open class ListTabBar: ListView {
    /// The items, leading first (set by the tab bar controller).
    public internal(set) var items: [ListTabBarItem] = []
    /// The selected item.
    public internal(set) var selectedItem: ListTabBarItem?
    /// The colour of unselected items (`nil`: system grey).
    open var unselectedItemTintColor: ListColor?
    /// The appearance with content under the bar (background and shadow colours).
    open var standardAppearance = ListNavigationBarAppearance()
    /// The appearance with the content scrolled to its end, or shorter than the screen (`nil`: the standard one
    /// without its background and shadow, as iOS 15 and later draw a tab bar at the scroll edge).
    open var scrollEdgeAppearance: ListNavigationBarAppearance?
    /// UIKit's `barTintColor`: a background colour over the appearance's.
    open var barTintColor: ListColor?

    /// The titles of the screens, for items without one.
    var fallbackTitles: [String?] = []
    /// The height of the home indicator's area below the items.
    var bottomInset: CGFloat = 0
    /// Whether the selected screen's content is at its bottom edge (the scroll-edge appearance applies), decided at
    /// each layout.
    var isAtScrollEdge: @MainActor () -> Bool = { true }

    /// The appearance in effect: the scroll-edge one (or the standard one made transparent) at the bottom edge,
    /// else the standard one.
    var currentAppearance: ListNavigationBarAppearance {
        guard isAtScrollEdge() else { return standardAppearance }
        if let edge = scrollEdgeAppearance { return edge }
        let transparent = ListNavigationBarAppearance(barAppearance: standardAppearance)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    let background = ListView()
    let shadow = ListView()
    var slotViews: [ListView] = []

    /// Creates a tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "tabBar"
        accessibilityTraits = .tabBar
        background.accessibilityIdentifier = "tabBar.background"
        shadow.accessibilityIdentifier = "tabBar.shadow"
        shadow.drawsAsHairline = true
        addSubview(background)
        addSubview(shadow)
    }

    /// UIKit's archive initializer: there are no archives here, so it fails.
    public required init?(coder: NSCoder) { nil }

    /// The height of the items' row: 49 points, 50 on an iPad-sized bar.
    var rowHeight: CGFloat { bounds.width >= 700 ? 50 : 49 }

    /// Builds the slots and places them.
    open override func layoutSubviews() {
        let appearance = currentAppearance
        background.frame = bounds
        background.backgroundColor = barTintColor ?? appearance.backgroundColor
        shadow.frame = CGRect(x: 0, y: 0 - 1 / max(1, ListScreen.main.scale), width: bounds.width,
                              height: 1 / max(1, ListScreen.main.scale))
        shadow.backgroundColor = appearance.shadowColor
        shadow.isHidden = appearance.shadowColor == nil
        for view in slotViews { view.removeFromSuperview() }
        slotViews = []
        guard !items.isEmpty else { return }
        let slot = bounds.width / CGFloat(items.count)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, item) in items.enumerated() {
            let selected = item === selectedItem
            let view = makeSlot(item, index: index, selected: selected)
            let position = rightToLeft ? items.count - 1 - index : index
            view.frame = CGRect(x: CGFloat(position) * slot, y: 0, width: slot, height: rowHeight)
            view.setNeedsLayout()
            addSubview(view)
            slotViews.append(view)
        }
    }

    private func makeSlot(_ item: ListTabBarItem, index: Int, selected: Bool) -> ListView {
        let barTint: ListColor = tintColor
        let color: ListColor = selected ? barTint : unselectedItemTintColor ?? .systemGray
        let slot = ListTabBarSlot(frame: .zero)
        slot.accessibilityIdentifier = "tabBar.item.\(index)"
        slot.isAccessibilityElement = true
        let title = item.title ?? (index < fallbackTitles.count ? fallbackTitles[index] : nil)
        slot.accessibilityLabel = title
        slot.accessibilityTraits = selected ? [.button, .selected] : .button
        // The badge is read as the tab's value; the bar's `.tabBar` trait adds "Tab. 2 of 4." (its place).
        slot.accessibilityValue = item.badgeValue
        if let image = (selected ? item.selectedImage ?? item.image : item.image) {
            let shown = image.isSymbol ? image.withConfiguration(.init(pointSize: 18, weight: .medium, scale: .large)) : image
            slot.icon.image = shown
            slot.icon.tintColor = color
        }
        slot.title.text = title
        slot.title.font = .systemFont(ofSize: 10, weight: .medium)
        slot.title.textColor = color
        if let badge = item.badgeValue {
            slot.badge.isHidden = false
            slot.badgeLabel.text = badge
            slot.badge.backgroundColor = item.badgeColor ?? .systemRed
        }
        return slot
    }
}
