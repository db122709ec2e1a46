import Foundation
import ListCore

extension ListTextField {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, Hashable, CaseIterable {
        /// No border (the default).
        case none
        /// A one-point line in the label colour.
        case line
        /// A one-point grey bezel.
        case bezel
        /// A rounded rectangle with a hairline, filled with the background colour.
        case roundedRect
    }

    /// UIKit's `UITextField.ViewMode`: when an overlay view shows. A preview never edits, so `.unlessEditing` and
    /// `.always` show it, `.whileEditing` and `.never` do not.
    public enum ViewMode: Int, Sendable, Hashable, CaseIterable {
        /// Never.
        case never
        /// Only while editing (never in a preview).
        case whileEditing
        /// While not editing (always in a preview).
        case unlessEditing
        /// Always.
        case always

        /// Whether a view in this mode shows in a field that is not editing.
        var showsWhileNotEditing: Bool { self == .unlessEditing || self == .always }
    }
}

extension ListTextField.BorderStyle {
    /// The text's inset from each side: UIKit's 7 points for a rounded rectangle, 2 for a line or bezel.
    var horizontalInset: CGFloat {
        switch self {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The space above and below the line in the fitting size (a rounded 17-point field is 34 points high).
    var verticalInset: CGFloat {
        switch self {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    var borderWidth: CGFloat {
        switch self {
        case .none: 0
        case .line, .bezel: 1
        case .roundedRect: 0.5
        }
    }

    var borderColor: ListColor? {
        switch self {
        case .none: nil
        case .line: .label
        case .bezel: .systemGray
        case .roundedRect: .systemGray4
        }
    }
}
