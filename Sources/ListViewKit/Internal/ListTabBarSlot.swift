import Foundation
import ListCore

/// One tab of a tab bar: the icon centred 4 points below the top, the title centred below it, a badge at the
/// icon's top trailing corner.
@MainActor
final class ListTabBarSlot: ListView {
    let icon = ListImageView()
    let title = ListLabel()
    let badge = ListView()
    let badgeLabel = ListLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.textAlignment = .center
        badge.isHidden = true
        badge.layer.cornerRadius = 9
        badgeLabel.font = .systemFont(ofSize: 13, weight: .regular)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.addSubview(badgeLabel)
        for view in [icon, title, badge] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        let width = bounds.width
        icon.sizeToFit()
        icon.frame.origin = CGPoint(x: ((width - icon.bounds.width) / 2).rounded(.down), y: 4)
        title.sizeToFit()
        let titleWidth = min(title.bounds.width, width - 4)
        title.frame = CGRect(x: ((width - titleWidth) / 2).rounded(.down), y: 33, width: titleWidth, height: title.bounds.height)
        guard !badge.isHidden else { return }
        badgeLabel.sizeToFit()
        let badgeWidth = max(18, badgeLabel.bounds.width + 10)
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = leading ? icon.frame.minX - badgeWidth + 9 : icon.frame.maxX - 9
        badge.frame = CGRect(x: x, y: 2, width: badgeWidth, height: 18)
        badgeLabel.frame = CGRect(x: 0, y: (18 - badgeLabel.bounds.height) / 2, width: badgeWidth, height: badgeLabel.bounds.height)
    }
}
