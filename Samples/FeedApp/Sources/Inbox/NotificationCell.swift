import Foundation
import ListPreview

/// A notification row laid out with anchors, as most IGListKit apps write their cells: an unread dot before the
/// kind's icon, the reference beside it and the age at the trailing margin on the same baseline (the age never
/// compresses; a long reference truncates), then the title on as many lines as it needs and the reason under it.
/// The row's height comes from its constraints (``height(for:width:)``, `systemLayoutSizeFitting`).
final class NotificationCell: UICollectionViewCell {
    let unreadDot = UIView()
    let icon = UIImageView()
    let reference = UILabel()
    let age = UILabel()
    let title = UILabel()
    let reason = UILabel()
    let separator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 4
        unreadDot.accessibilityIdentifier = "unread"
        icon.tintColor = .secondaryLabel
        icon.contentMode = .scaleAspectFit
        icon.accessibilityIdentifier = "icon"
        reference.font = .preferredFont(forTextStyle: .subheadline)
        reference.textColor = .secondaryLabel
        reference.accessibilityIdentifier = "reference"
        age.font = .preferredFont(forTextStyle: .subheadline)
        age.textColor = .secondaryLabel
        age.accessibilityIdentifier = "age"
        title.font = .preferredFont(forTextStyle: .body)
        title.numberOfLines = 0
        title.accessibilityIdentifier = "title"
        reason.font = .preferredFont(forTextStyle: .footnote)
        reason.textColor = .secondaryLabel
        reason.accessibilityIdentifier = "reason"
        separator.backgroundColor = .separator
        for view in [unreadDot, icon, reference, age, title, reason, separator] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        age.setContentHuggingPriority(.required, for: .horizontal)
        age.setContentCompressionResistancePriority(.required, for: .horizontal)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 14),
            icon.topAnchor.constraint(equalTo: margins.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 20),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            unreadDot.widthAnchor.constraint(equalToConstant: 8),
            unreadDot.heightAnchor.constraint(equalTo: unreadDot.widthAnchor),
            unreadDot.trailingAnchor.constraint(equalTo: icon.leadingAnchor, constant: -6),
            unreadDot.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            reference.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
            reference.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
            age.leadingAnchor.constraint(greaterThanOrEqualTo: reference.trailingAnchor, constant: 8),
            age.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            age.firstBaselineAnchor.constraint(equalTo: reference.firstBaselineAnchor),
            title.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 6),
            title.leadingAnchor.constraint(equalTo: reference.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            reason.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            reason.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            reason.trailingAnchor.constraint(lessThanOrEqualTo: title.trailingAnchor),
            reason.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            separator.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale),
        ])
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows a notification.
    func configure(with notification: InboxNotification) {
        unreadDot.isHidden = !notification.isUnread
        icon.image = UIImage(systemName: notification.kind.symbolName)
        reference.text = notification.reference
        age.text = notification.age
        title.text = notification.title
        reason.text = notification.reason
        accessibilityLabel = [notification.isUnread ? "Unread" : nil, notification.kind.spokenName,
                              notification.reference, notification.title, notification.reason, notification.age]
            .compactMap { $0 }.joined(separator: ", ")
    }

    /// A cell that is never displayed, configured and fitted to measure rows.
    private static let sizingCell = NotificationCell(frame: .zero)

    /// The height a notification's row needs at a width: its content view fitted with UIKit's fitting priorities
    /// (the width required, the height as small as the constraints allow).
    static func height(for notification: InboxNotification, width: CGFloat) -> CGFloat {
        sizingCell.configure(with: notification)
        let size = sizingCell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return ceil(size.height)
    }
}
