import ListAdapterKit
import ListCore

/// The default cell of ``ListModelCollectionController``: a text label filling the cell, like Instant Cocoa's
/// `ICCollectionViewCell`. Its ``ListReusableView/content`` text is the label.
open class ListModelCell: ListCell {}

/// The cell of the loading placeholder: an activity indicator, centred (Instant Cocoa's
/// `ICLoadingCollectionViewCell`). It starts "animating" when configured: its content's role is
/// ``ListCellRole/loading``, which the renderer draws as a spinner.
open class ListLoadingCell: ListCell {
    /// Whether the activity indicator runs.
    public private(set) var isAnimating = false

    /// Shows the activity indicator.
    public func startAnimating() {
        isAnimating = true
        content.role = .loading
        content.accessory = .activityIndicator
        content.textAlignment = .center
    }

    /// Stops the indicator when the cell is reused.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isAnimating = false
    }
}
