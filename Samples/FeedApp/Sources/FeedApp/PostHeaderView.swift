import Foundation
import ListPreview

/// A post's sticky header: the author's round avatar, name and the post's age, laid out with frames in
/// `layoutSubviews()` as a `UICollectionReusableView` subclass is written (the leading side follows the layout
/// direction, as a careful UIKit cell does by hand). Its height comes from its fonts (``height(width:)``).
final class PostHeaderView: UICollectionReusableView {
    static let avatarSize: CGFloat = 32
    static let padding = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)

    let avatar = UIImageView()
    let name = UILabel()
    let age = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground    // opaque: the header pins over the post's cells
        avatar.image = UIImage(named: "avatar")
        avatar.contentMode = .scaleAspectFill
        avatar.layer.cornerRadius = PostHeaderView.avatarSize / 2
        avatar.clipsToBounds = true
        avatar.accessibilityIdentifier = "avatar"
        name.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        name.textColor = .label
        name.accessibilityIdentifier = "name"
        age.font = .preferredFont(forTextStyle: .footnote)
        age.textColor = .secondaryLabel
        age.accessibilityIdentifier = "age"
        addSubview(avatar)
        addSubview(name)
        addSubview(age)
        isAccessibilityElement = true               // one element for avatar, name and age (label set when bound)
        accessibilityTraits = .button
        accessibilityHint = "Double-tap to open profile."
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The header's height: the taller of the avatar and the lines of text, plus the padding.
    static func height(width: CGFloat) -> CGFloat {
        let line = max(UIFont.systemFont(ofSize: 15, weight: .semibold).lineHeight,
                       UIFont.preferredFont(forTextStyle: .footnote).lineHeight)
        return ceil(max(avatarSize, line) + padding.top + padding.bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let box = bounds.inset(by: PostHeaderView.padding)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Lays out left to right, then mirrors each frame in the box when the layout direction is right to left.
        func place(_ view: UIView, _ frame: CGRect) {
            view.frame = rightToLeft ? CGRect(x: box.minX + box.maxX - frame.maxX, y: frame.minY, width: frame.width,
                                              height: frame.height) : frame
        }
        let size = PostHeaderView.avatarSize
        place(avatar, CGRect(x: box.minX, y: box.midY - size / 2, width: size, height: size))
        let ageWidth = ceil(age.sizeThatFits(box.size).width)
        place(age, CGRect(x: box.maxX - ageWidth, y: box.minY, width: ageWidth, height: box.height))
        let nameX = box.minX + size + 10
        place(name, CGRect(x: nameX, y: box.minY, width: max(0, box.maxX - ageWidth - 8 - nameX), height: box.height))
    }
}
