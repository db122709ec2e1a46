import Foundation
import ListCore
import ListViewKit

/// A cell of the headless collection view, as `UICollectionViewCell`: a view with a ``ListReusableView/contentView``,
/// selection and highlight state, optional background views, and the quick text ``ListReusableView/content``.
///
/// ```swift
/// final class UserCell: ListCell {                        // was: UICollectionViewCell
///     let name = UILabel()
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(name)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         name.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
///     }
/// }
/// ```
@MainActor
open class ListCell: ListReusableView {
    /// Whether the cell is selected. The collection view sets it; setting it yourself changes only the drawing.
    open var isSelected = false {
        didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }
    /// Whether the cell is highlighted (a touch is down on it).
    open var isHighlighted = false {
        didSet { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    }

    /// A view behind the content (UIKit's `backgroundView`), filling the cell.
    open var backgroundView: ListView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }

    /// A view shown behind the content while the cell is selected or highlighted, filling the cell.
    open var selectedBackgroundView: ListView? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        }
    }

    private func replace(_ old: ListView?, with new: ListView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        insertSubview(new, at: index)
        new.pin(to: .edges(.zero))
    }

    /// Clears the content, the selection and the highlight.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }
}
