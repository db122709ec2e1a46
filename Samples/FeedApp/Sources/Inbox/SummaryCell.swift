import Foundation
import ListPreview

/// The counts at the top of the inbox, laid out with SnapKit's DSL: a rounded card inset in the cell, three
/// columns of equal width chained from leading to trailing, each a count over its caption, centred.
final class SummaryCell: UICollectionViewCell {
    static let captions = ["Unread", "Mentions", "Reviews"]

    private let card = UIView()
    private(set) var counts: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.accessibilityIdentifier = "card"
        contentView.addSubview(card)
        card.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        }
        var previous: UIView?
        for caption in SummaryCell.captions {
            let column = UIView()
            let count = UILabel()
            count.font = .preferredFont(forTextStyle: .title2)
            count.accessibilityIdentifier = "count-\(caption)"
            let label = UILabel()
            label.text = caption
            label.font = .preferredFont(forTextStyle: .caption1)
            label.textColor = .secondaryLabel
            card.addSubview(column)
            column.addSubview(count)
            column.addSubview(label)
            column.snp.makeConstraints { make in
                make.top.bottom.equalToSuperview()
                if let previous {
                    make.leading.equalTo(previous.snp.trailing)
                    make.width.equalTo(previous)
                } else {
                    make.leading.equalToSuperview()
                }
            }
            count.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(12)
                make.centerX.equalToSuperview()
                make.leading.greaterThanOrEqualToSuperview().offset(4)
            }
            label.snp.makeConstraints { make in
                make.top.equalTo(count.snp.bottom).offset(2)
                make.centerX.equalTo(count)
                make.leading.greaterThanOrEqualToSuperview().offset(4)
                make.bottom.equalToSuperview().inset(12)
            }
            column.isAccessibilityElement = true
            counts.append(count)
            previous = column
        }
        previous?.snp.makeConstraints { make in
            make.trailing.equalToSuperview()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows the counts.
    func configure(with summary: InboxSummary) {
        let values = [summary.unread, summary.mentions, summary.reviews]
        for (index, count) in counts.enumerated() {
            count.text = "\(values[index])"
            count.superview?.accessibilityLabel = "\(values[index]) \(SummaryCell.captions[index].lowercased())"
        }
    }

    private static let sizingCell = SummaryCell(frame: .zero)

    /// The height the card needs at a width.
    static func height(for summary: InboxSummary, width: CGFloat) -> CGFloat {
        sizingCell.configure(with: summary)
        let size = sizingCell.contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return ceil(size.height)
    }
}
