import Foundation

/// UIKit's `UITextFieldDelegate`. Every method has UIKit's default, so a delegate implements only what it needs; a
/// preview never edits, so ListPreview calls none of them — they compile and can be called by tests.
///
/// ```swift
/// extension SignUpCell: UITextFieldDelegate {
///     func textFieldShouldReturn(_ textField: UITextField) -> Bool {
///         textField.resignFirstResponder()
///     }
/// }
/// ```
@MainActor
public protocol ListTextFieldDelegate: AnyObject {
    /// Whether editing may begin (default `true`).
    func textFieldShouldBeginEditing(_ textField: ListTextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: ListTextField)
    /// Whether editing may end (default `true`).
    func textFieldShouldEndEditing(_ textField: ListTextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: ListTextField)
    /// Whether `string` may replace the characters in `range` (default `true`).
    func textField(_ textField: ListTextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: ListTextField)
    /// Whether the clear button may clear the text (default `true`).
    func textFieldShouldClear(_ textField: ListTextField) -> Bool
    /// Whether the return key is handled (default `true`).
    func textFieldShouldReturn(_ textField: ListTextField) -> Bool
}

extension ListTextFieldDelegate {
    /// `true`.
    public func textFieldShouldBeginEditing(_ textField: ListTextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: ListTextField) {}
    /// `true`.
    public func textFieldShouldEndEditing(_ textField: ListTextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: ListTextField) {}
    /// `true`.
    public func textField(
        _ textField: ListTextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: ListTextField) {}
    /// `true`.
    public func textFieldShouldClear(_ textField: ListTextField) -> Bool { true }
    /// `true`.
    public func textFieldShouldReturn(_ textField: ListTextField) -> Bool { true }
}
