import Foundation
import ListPreview

/// The stories strip: one story per name (a round avatar with a ring over the name), built from stack views — a
/// horizontal stack of equal columns, each a vertical stack — pinned to the content view. Its height is the
/// stack's fitting size (``height(for:width:)``).
final class StoriesCell: UICollectionViewCell {
    static let avatarSize: CGFloat = 56

    private let row = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .top
        row.spacing = 8
        contentView.addSubview(row)
        row.pin(to: .edges(UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows one story per name, reusing nothing (the strip is configured once per section).
    func configure(names: [String]) {
        row.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for name in names {
            let avatar = UIImageView(image: UIImage(named: "avatar"))
            avatar.contentMode = .scaleAspectFill
            avatar.layer.cornerRadius = StoriesCell.avatarSize / 2
            avatar.layer.borderWidth = 2
            avatar.layer.borderColor = UIColor.systemPink.cgColor
            avatar.clipsToBounds = true
            avatar.constrainedWidth = StoriesCell.avatarSize     // was: widthAnchor/heightAnchor constraints
            avatar.constrainedHeight = StoriesCell.avatarSize
            avatar.accessibilityIdentifier = "story-\(name)"
            let label = UILabel()
            label.text = name
            label.font = .preferredFont(forTextStyle: .caption1)
            label.textColor = .label
            label.textAlignment = .center
            let story = UIStackView(arrangedSubviews: [avatar, label])
            story.axis = .vertical
            story.alignment = .center
            story.spacing = 4
            row.addArrangedSubview(story)
        }
    }

    /// A cell that is never displayed, configured and fitted to measure the strip.
    private static let sizingCell = StoriesCell(frame: .zero)

    /// The height the strip needs for its names at a width.
    static func height(for names: [String], width: CGFloat) -> CGFloat {
        sizingCell.configure(names: names)
        let size = sizingCell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return ceil(size.height)
    }
}
