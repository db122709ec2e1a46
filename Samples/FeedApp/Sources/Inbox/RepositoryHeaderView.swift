import Foundation
import ListPreview

/// A repository's header, laid out with the visual format language: the book icon, the name, and the count at
/// the trailing edge at least 8 points after it, all centred on one line.
final class RepositoryHeaderView: UICollectionReusableView {
    let icon = UIImageView(image: UIImage(systemName: "book"))
    let name = UILabel()
    let count = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        icon.tintColor = .secondaryLabel
        icon.contentMode = .scaleAspectFit
        name.font = .preferredFont(forTextStyle: .headline)
        name.accessibilityIdentifier = "name"
        count.font = .preferredFont(forTextStyle: .subheadline)
        count.textColor = .secondaryLabel
        count.accessibilityIdentifier = "count"
        count.setContentHuggingPriority(.required, for: .horizontal)
        count.setContentCompressionResistancePriority(.required, for: .horizontal)
        let views: [String: Any] = ["icon": icon, "name": name, "count": count]
        for view in [icon, name, count] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-16-[icon(18)]-8-[name]-(>=8)-[count]-16-|", options: [.alignAllCenterY],
                metrics: nil, views: views)
            + NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-20-[name]-6-|", options: [], metrics: nil, views: views)
            + [icon.heightAnchor.constraint(equalTo: icon.widthAnchor)])
        isAccessibilityElement = true
        accessibilityTraits = .header
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows a repository's name and the number of its notifications.
    func configure(with group: RepositoryGroup) {
        name.text = group.name
        count.text = "\(group.notifications.count)"
        accessibilityLabel = "\(group.name), \(group.notifications.count) notifications"
    }

    private static let sizingView = RepositoryHeaderView(frame: .zero)

    /// The height the header needs at a width.
    static func height(for group: RepositoryGroup, width: CGFloat) -> CGFloat {
        sizingView.configure(with: group)
        let size = sizingView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return ceil(size.height)
    }
}
