import Foundation
import ListCore

/// What a text field or a search bar node shows besides its text (`"textField"`, `"searchBar"` in a `"view"` tree).
/// A preview never edits: the text, else the placeholder, in the field's look.
///
/// ```json
/// { "type": "textField", "placeholder": "Email", "borderStyle": "roundedRect", "height": 34 }
/// { "type": "searchBar", "placeholder": "Search people", "searchBarStyle": "minimal", "showsCancelButton": true }
/// ```
public struct ListSpecTextInput: Hashable, Sendable {
    /// The grey text of an empty field (`"placeholder"`; a search bar's default is "Search").
    public var placeholder: String?
    /// A text field's border (`"borderStyle"`; `nil`: none).
    public var borderStyle: ListSpecBorderStyle?
    /// Whether a text field shows one `•` per character (`"isSecureTextEntry"`).
    public var isSecureTextEntry: Bool?
    /// A search bar's fills (`"searchBarStyle"`; `nil`: default).
    public var searchBarStyle: ListSpecSearchBarStyle?
    /// A search bar's colour behind its field (`"barTintColor"`).
    public var barTintColor: ListColor?
    /// Whether a search bar shows its "Cancel" button (`"showsCancelButton"`).
    public var showsCancelButton: Bool?

    /// Nothing written: UIKit's defaults.
    public init() {}
}

/// UIKit's `UITextField.BorderStyle` names (`"borderStyle"`).
public enum ListSpecBorderStyle: String, Hashable, Sendable, CaseIterable {
    /// No border.
    case none
    /// A one-point line.
    case line
    /// A grey bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
}

/// UIKit's `UISearchBar.Style` names (`"searchBarStyle"`).
public enum ListSpecSearchBarStyle: String, Hashable, Sendable, CaseIterable {
    /// Prominent.
    case `default`
    /// A translucent bar behind an opaque field.
    case prominent
    /// No bar; a translucent field.
    case minimal
}
