import Foundation
import ListPreview

/// The action row under a photo (like, comment, share, save: buttons with system images) and the likes count,
/// built from stack views: a vertical stack of the button row and the likes label, pinned to the content view (what
/// four Auto Layout constraints would say). Its height is the stack's fitting size (``height(for:width:)``).
final class ActionsCell: UICollectionViewCell, ListBindable {
    let like = UIButton(type: .system)
    let comment = UIButton(type: .system)
    let share = UIButton(type: .system)
    let save = UIButton(type: .system)
    let likes = UILabel()
    private let row = UIStackView()
    private let column = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        for (button, symbol, name) in [(like, "heart", "like"), (comment, "bubble.right", "comment"),
                                       (share, "paperplane", "share"), (save, "bookmark", "save")] {
            button.accessibilityLabel = name.capitalized   // image-only buttons: VoiceOver would say only "Button."
            button.setImage(UIImage(systemName: symbol), for: .normal)
            button.tintColor = .label
            button.contentEdgeInsets = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
            button.accessibilityIdentifier = name
            button.setTitleColor(.label, for: .normal)
            button.setContentHuggingPriority(.required, for: .horizontal)
        }
        let spacer = UIView()
        spacer.setContentHuggingPriority(.defaultLow, for: .horizontal)
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 14
        [like, comment, share, spacer, save].forEach(row.addArrangedSubview)
        likes.font = .preferredFont(forTextStyle: .headline)
        likes.textColor = .label
        likes.accessibilityIdentifier = "likes"
        column.axis = .vertical
        column.alignment = .fill
        column.spacing = 2
        column.addArrangedSubview(row)
        column.addArrangedSubview(likes)
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        column.pin(to: .edges(UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)))   // was: four anchors
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func bindViewModel(_ viewModel: Any) {
        guard let model = viewModel as? ActionsViewModel else { return }
        likes.text = model.likes == 1 ? "1 like" : "\(model.likes) likes"
        comment.setTitle(model.comments > 0 ? "\(model.comments)" : nil, for: .normal)
        comment.accessibilityValue = model.comments == 0 ? nil
            : model.comments == 1 ? "1 comment" : "\(model.comments) comments"
    }

    /// A cell that is never displayed, bound and fitted to measure a view model (the stack's fitting height).
    private static let sizingCell = ActionsCell(frame: .zero)

    /// The height the cell needs for a view model at a width.
    static func height(for model: ActionsViewModel, width: CGFloat) -> CGFloat {
        sizingCell.bindViewModel(model)
        let size = sizingCell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return ceil(size.height)
    }
}
