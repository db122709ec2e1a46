import Foundation
import ListCore
import ListSpecKit
import ListViewKit

extension SpecViewBuilder {
    /// A `"textField"` node: its text (in its font, colour and alignment), placeholder, border and secure entry.
    @MainActor static func textField(_ spec: ListSpecView) -> ListTextField {
        let field = ListTextField()
        let input = spec.textInput ?? ListSpecTextInput()
        if let text = spec.text {
            field.text = text.string
            if let font = text.font { field.font = listFont(font) }
            if let color = text.color { field.textColor = color }
            if let alignment = text.alignment { field.textAlignment = alignment }
        }
        field.placeholder = input.placeholder
        if let style = input.borderStyle {
            field.borderStyle = ListTextField.BorderStyle.allCases.first { "\($0)" == style.rawValue } ?? .none
        }
        if let secure = input.isSecureTextEntry { field.isSecureTextEntry = secure }
        return field
    }

    /// A `"searchBar"` node: its text, placeholder, style, bar colour and cancel button.
    @MainActor static func searchBar(_ spec: ListSpecView) -> ListSearchBar {
        let bar = ListSearchBar()
        let input = spec.textInput ?? ListSpecTextInput()
        bar.text = spec.text?.string
        bar.placeholder = input.placeholder
        if let style = input.searchBarStyle {
            bar.searchBarStyle = ListSearchBar.Style.allCases.first { "\($0)" == style.rawValue } ?? .default
        }
        if let color = input.barTintColor { bar.barTintColor = color }
        if let shows = input.showsCancelButton { bar.showsCancelButton = shows }
        return bar
    }
}
