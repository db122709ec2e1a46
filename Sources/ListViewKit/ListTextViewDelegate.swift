/// UIKit's `UITextViewDelegate`: the editing callbacks, all optional (a preview does not edit, so none is called).
@MainActor
public protocol ListTextViewDelegate: AnyObject {
    /// The text changed.
    func textViewDidChange(_ textView: ListTextView)
    /// Editing began.
    func textViewDidBeginEditing(_ textView: ListTextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: ListTextView)
}

extension ListTextViewDelegate {
    /// Does nothing.
    public func textViewDidChange(_ textView: ListTextView) {}
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: ListTextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: ListTextView) {}
}
