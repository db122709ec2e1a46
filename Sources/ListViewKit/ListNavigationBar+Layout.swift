import Foundation
import ListCore

extension ListNavigationBar {
    /// The leading and trailing margin: 16 points, 20 on screens 414 points wide or wider (UIKit's layout margins).
    var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    /// The title the back button shows: the item below's `backButtonTitle`, its back item's title, its title or its
    /// screen's title, else "Back".
    var backTitle: String {
        guard items.count > 1 else { return "Back" }
        let below = items[items.count - 2]
        let screenTitle = fallbackTitles.count >= items.count - 1 ? fallbackTitles[items.count - 2] : nil
        return below.backButtonTitle ?? below.backBarButtonItem?.title ?? below.title ?? screenTitle ?? "Back"
    }

    /// Builds the bar's content from the top item and places it: background (up under the status bar) and shadow,
    /// back button and leading items, trailing items, then the title in the middle of the row (or the large title
    /// below it); all mirrored right to left.
    func layOutContent() {
        let appearance = currentAppearance
        let width = bounds.width, row = rowHeight
        background.frame = CGRect(x: 0, y: -backgroundExtension, width: width, height: backgroundExtension + bounds.height)
        background.backgroundColor = barTintColor ?? appearance.backgroundColor
        shadow.frame = CGRect(x: 0, y: bounds.height, width: width, height: 1 / max(1, ListScreen.main.scale))
        shadow.backgroundColor = appearance.shadowColor
        shadow.isHidden = appearance.shadowColor == nil
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        readingOrder = []
        guard let top = topItem else {
            titleLabel.isHidden = true
            largeTitleLabel.isHidden = true
            return
        }
        let margin = sideMargin
        var leading = margin
        var leadingViews: [ListView] = [], trailingViews: [ListView] = [], barButtons: [ListView] = []
        let leftItems = top.leftBarButtonItems ?? []
        if backItem != nil, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let back = makeBackButton()
            back.frame.origin = CGPoint(x: 8, y: ((row - back.bounds.height) / 2).rounded(.down))
            add(back, named: "navigationBar.back")
            leading = back.frame.maxX + Self.itemSpacing
            leadingViews.append(back)
            barButtons.append(back)
        }
        for (index, item) in leftItems.enumerated() {
            guard let view = makeItemView(item) else { continue }
            view.frame.origin = CGPoint(x: leading, y: ((row - view.bounds.height) / 2).rounded(.down))
            add(view, named: "navigationBar.left.\(index)")
            leading = view.frame.maxX + Self.itemSpacing
            leadingViews.append(view)
            if item.customView == nil { barButtons.append(view) }
        }
        var trailing = width - margin
        for (index, item) in (top.rightBarButtonItems ?? []).enumerated() {
            guard let view = makeItemView(item) else { continue }
            view.frame.origin = CGPoint(x: trailing - view.bounds.width, y: ((row - view.bounds.height) / 2).rounded(.down))
            add(view, named: "navigationBar.right.\(index)")
            trailing = view.frame.minX - Self.itemSpacing
            trailingViews.insert(view, at: 0)
            if item.customView == nil { barButtons.append(view) }
        }
        layOutTitle(of: top, appearance: appearance, between: leading, and: trailing)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in itemViews + [titleLabel, largeTitleLabel] { view.frame.origin.x = width - view.frame.maxX }
        }
        // UIKit's bar reads its row from the leading edge (back button, leading items, title, trailing items), then
        // the large title; a bar button (not a custom view) is read over its hit region, the row's full height and
        // at least 44 points wide (Apple's minimum), centred on what it draws.
        let title: [ListView] = top.titleView.map { [$0] } ?? [titleLabel]
        readingOrder = leadingViews + title + trailingViews + [largeTitleLabel]
        for view in barButtons {
            let hitWidth = max(Self.minimumHitWidth, view.frame.width)
            let region = CGRect(x: view.frame.midX - hitWidth / 2, y: 0, width: hitWidth, height: row)
            view.accessibilityFrame = convert(region, to: nil)
        }
    }

    /// The narrowest a bar button's hit region is (Apple's Human Interface Guidelines: 44 × 44 points).
    static let minimumHitWidth: CGFloat = 44

    private func layOutTitle(
        of top: ListNavigationItem, appearance: ListNavigationBarAppearance, between leading: CGFloat,
        and trailing: CGFloat
    ) {
        let width = bounds.width, row = rowHeight
        let title = top.title ?? (fallbackTitles.last ?? nil)
        let color = appearance.titleColor ?? .label
        // Centred in the bar, kept clear of the items on either side (shifted, then shortened, when they crowd it).
        func centre(_ view: ListView, natural: CGSize) {
            let room = max(0, trailing - leading)
            let size = CGSize(width: min(natural.width, room), height: natural.height)
            var x = (width - size.width) / 2
            x = min(max(x, leading), trailing - size.width)
            view.frame = CGRect(x: x, y: ((row - size.height) / 2).rounded(.down), width: size.width, height: size.height)
        }
        titleLabel.isHidden = true
        largeTitleLabel.isHidden = true
        if let titleView = top.titleView {
            let natural = titleView.bounds.size == .zero
                ? titleView.sizeThatFits(CGSize(width: width, height: row)) : titleView.bounds.size
            centre(titleView, natural: natural)
            add(titleView, named: titleView.accessibilityIdentifier ?? "navigationBar.titleView")
        } else if !showsLargeTitle, let title {
            titleLabel.isHidden = false
            titleLabel.text = title
            titleLabel.font = appearance.titleFont ?? .systemFont(ofSize: 17, weight: .semibold)
            titleLabel.textColor = color
            centre(titleLabel, natural: titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: row)))
        }
        if showsLargeTitle, let title {
            largeTitleLabel.isHidden = false
            largeTitleLabel.text = title
            largeTitleLabel.font = largeTitleFont
            largeTitleLabel.textColor = appearance.largeTitleColor ?? .label
            let margin = sideMargin
            let height = largeTitleLabel.sizeThatFits(CGSize(width: width - 2 * margin, height: .greatestFiniteMagnitude))
                .height.rounded(.up)
            largeTitleLabel.frame = CGRect(x: margin, y: barHeight - 8 - height, width: width - 2 * margin, height: height)
        }
    }

    /// The gap between neighbouring items.
    static let itemSpacing: CGFloat = 16

    private func add(_ view: ListView, named name: String) {
        if view.accessibilityIdentifier == nil { view.accessibilityIdentifier = name }
        addSubview(view)
        itemViews.append(view)
    }

    /// The back button: a semibold chevron (`chevron.backward`, mirrored right to left) and the back title, in the
    /// tint colour; read as UIKit's, its label the back title and its traits `.button` and `.backButton`.
    private func makeBackButton() -> ListView {
        let button = ListView()
        let chevron = ListImageView(image: ListViewImage(
            systemName: "chevron.backward", withConfiguration: .init(pointSize: 17, weight: .semibold, scale: .large)))
        chevron.tintColor = tintColor
        chevron.sizeToFit()
        let label = ListLabel()
        label.text = backTitle
        label.font = .systemFont(ofSize: 17)
        label.textColor = tintColor
        label.sizeToFit()
        let height = max(chevron.bounds.height, label.bounds.height)
        chevron.frame.origin = CGPoint(x: 0, y: ((height - chevron.bounds.height) / 2).rounded(.down))
        label.frame.origin = CGPoint(x: chevron.frame.maxX + 1, y: ((height - label.bounds.height) / 2).rounded(.down))
        button.frame.size = CGSize(width: label.frame.maxX, height: height)
        button.addSubview(chevron)
        button.addSubview(label)
        button.accessibilityLabel = label.text
        button.isAccessibilityElement = true
        button.accessibilityTraits = [.button, .backButton]
        return button
    }

    /// The view of a bar button item: its custom view, its image (a symbol at 17 points, large scale) or its title
    /// (17 points, semibold for `.done`), in its tint colour or the bar's; `nil` for a flexible space.
    private func makeItemView(_ item: ListBarButtonItem) -> ListView? {
        let barTint: ListColor = tintColor
        let tint: ListColor = item.isEnabled ? item.tintColor ?? barTint : .tertiaryLabel
        if let custom = item.customView {
            if custom.bounds.size == .zero { custom.sizeToFit() }
            return custom
        }
        if item.systemItem == .flexibleSpace { return nil }
        if item.systemItem == .fixedSpace { return ListView(frame: CGRect(x: 0, y: 0, width: item.width > 0 ? item.width : 8, height: 1)) }
        if let image = item.image {
            let shown = image.isSymbol
                ? image.withConfiguration(.init(pointSize: 17, weight: .regular, scale: .large)) : image
            let view = ListImageView(image: shown)
            view.tintColor = tint
            view.sizeToFit()
            view.accessibilityLabel = item.accessibilityLabel ?? item.title
            view.accessibilityTraits = .button
            view.isAccessibilityElement = true
            return view
        }
        let label = ListLabel()
        label.text = item.title ?? ""
        label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        label.textColor = tint
        label.sizeToFit()
        label.accessibilityTraits = .button
        if let spoken = item.accessibilityLabel { label.accessibilityLabel = spoken }
        return label
    }
}
