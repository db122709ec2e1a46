import Foundation
import ListPreview

/// The caption or a comment: one label of as many lines as the text needs, the author's name in bold and the
/// text in the regular weight (an attributed string), laid out with frames in `layoutSubviews()`. The section
/// controller sizes it with the same attributed string (``height(for:width:)``, `boundingRect`).
final class CommentCell: UICollectionViewCell, ListBindable {
    static let insets = UIEdgeInsets(top: 3, left: 16, bottom: 3, right: 16)

    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.numberOfLines = 0
        label.accessibilityIdentifier = "text"
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The author in the headline style (semibold), then the text in the body style, both following Dynamic Type;
    /// a comment's text in the secondary colour.
    static func attributedText(for model: CommentViewModel) -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: model.author,
            attributes: [.font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: UIColor.label])
        text.append(NSAttributedString(
            string: (model.author.isEmpty ? "" : " ") + model.text,
            attributes: [.font: UIFont.preferredFont(forTextStyle: .body),
                         .foregroundColor: model.isCaption ? UIColor.label : UIColor.secondaryLabel]))
        return text
    }

    /// The height the cell needs for a view model at a width: the text's bounding box plus the insets.
    static func height(for model: CommentViewModel, width: CGFloat) -> CGFloat {
        let room = CGSize(width: width - insets.left - insets.right, height: .greatestFiniteMagnitude)
        let box = attributedText(for: model).boundingRect(with: room, options: [.usesLineFragmentOrigin], context: nil)
        return ceil(box.height) + insets.top + insets.bottom
    }

    func bindViewModel(_ viewModel: Any) {
        guard let model = viewModel as? CommentViewModel else { return }
        label.attributedText = CommentCell.attributedText(for: model)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.inset(by: CommentCell.insets)
    }
}
