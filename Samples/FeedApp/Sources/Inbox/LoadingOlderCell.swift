import Foundation
import ListPreview

/// The "loading older notifications" row, laid out with `NSLayoutConstraint(item:attribute:…)` as older code
/// writes it: the label centred (nudged by half the spinner and its gap), the spinner 8 points before it on the
/// same centre line, the label never wider than 80 % of the row.
final class LoadingOlderCell: UICollectionViewCell {
    let spinner = UIActivityIndicatorView(style: .medium)
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        spinner.startAnimating()
        label.text = "Loading older notifications"
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.accessibilityIdentifier = "loading"
        for view in [spinner, label] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: label, attribute: .centerX, relatedBy: .equal, toItem: contentView,
                               attribute: .centerX, multiplier: 1, constant: 14),
            NSLayoutConstraint(item: label, attribute: .centerY, relatedBy: .equal, toItem: contentView,
                               attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: label, attribute: .width, relatedBy: .lessThanOrEqual, toItem: contentView,
                               attribute: .width, multiplier: 0.8, constant: 0),
            NSLayoutConstraint(item: spinner, attribute: .trailing, relatedBy: .equal, toItem: label,
                               attribute: .leading, multiplier: 1, constant: -8),
            NSLayoutConstraint(item: spinner, attribute: .centerY, relatedBy: .equal, toItem: label,
                               attribute: .centerY, multiplier: 1, constant: 0),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
