import Foundation
import ListCore
import ListViewKit
import Testing

/// `UITextField` and `UISearchBar` as a preview shows them (not editing): where the text, placeholder, overlay views,
/// field and cancel button go, in both layout directions, and what their nodes say.
@MainActor
@Suite struct TextInputTests {
    private static let rightToLeft = ListTraitCollection(environment: ListEnvironment(layoutDirection: .rightToLeft))
    /// One line of the 17-point system font (Inter Display: 20.55 points), rounded up.
    private static let line: CGFloat = 21

    @Test func test_whenARoundedFieldIsEmpty_thatItShowsItsPlaceholderInPlaceholderGrey_centredInTheTextRect() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        #expect(field.text == "")
        let node = field.snapshot()
        #expect(node.kind == .textField)
        let border = node.children[0], text = node.children[1]
        #expect(border.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(border.cornerRadius == 5 && border.borderWidth == 0.5)
        #expect(border.backgroundColor == UIColor.systemBackground.resolved(for: .light))
        #expect(text.text?.string == "Email")
        #expect(text.text?.runs.first?.color == UIColor.placeholderText.resolved(for: .light))
        #expect(text.frame == CGRect(x: 7, y: 20 - Self.line / 2, width: 186, height: Self.line))
        #expect(UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up) == Self.line)
    }

    @Test func test_whenTextIsSet_thatItReplacesThePlaceholder_andASecureFieldShowsOneBulletPerCharacter() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Password"
        field.text = "hunter2"
        field.textColor = .systemBlue
        #expect(field.snapshot().children[1].text?.string == "hunter2")
        field.isSecureTextEntry = true
        let text = try #require(field.snapshot().children[1].text)
        #expect(text.string == String(repeating: "•", count: 7))
        #expect(text.runs.first?.color == UIColor.systemBlue.resolved(for: .light))
        field.text = nil
        #expect(field.text == "" && field.snapshot().children[1].text?.string == "Password")
        field.placeholder = nil
        #expect(field.snapshot().children.count == 1)   // nothing to show: the text line is hidden
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenOverlayViewsShow_thatTheTextMakesRoomForThem_leftViewAtTheLeadingEdge(
        direction: ListLayoutDirection
    ) throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        field.borderStyle = .roundedRect
        field.text = "a"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        field.leftViewMode = .always
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightViewMode = .unlessEditing
        field.layoutIfNeeded()
        let rightToLeft = direction == .rightToLeft
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: rightToLeft ? 30 : 20, y: 0, width: 150, height: 34))
        #expect(field.leftView?.frame == CGRect(x: rightToLeft ? 180 : 0, y: 12, width: 20, height: 10))
        #expect(field.rightView?.frame == CGRect(x: rightToLeft ? 0 : 170, y: 2, width: 30, height: 30))
        field.rightViewMode = .whileEditing   // a preview never edits: hidden, and the text takes its room back
        field.layoutIfNeeded()
        #expect(field.rightView?.isHidden == true)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: rightToLeft ? 7 : 20, y: 0, width: 173, height: 34))
    }

    final class PaddedTextField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 4) }
    }

    @Test func test_whenASubclassOverridesTheTextRect_thatTheTextIsLaidOutInIt() throws {
        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        field.text = "Padded"
        #expect(field.snapshot().children[1].frame == CGRect(x: 12, y: (40 - Self.line) / 2, width: 96, height: Self.line))
    }

    @Test func test_whenSized_thatAFieldFitsOneLineOfItsTextPlusItsBorderInsets() throws {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.sizeThatFits(.zero) == CGSize(width: 14, height: Self.line + 14))   // empty: one line high
        field.text = "Hello"
        let label = UILabel()
        label.text = "Hello"
        let width = label.sizeThatFits(.zero).width
        #expect(field.intrinsicContentSize == CGSize(width: width + 14, height: Self.line + 14))
        field.borderStyle = .none
        #expect(field.sizeThatFits(.zero) == CGSize(width: width, height: Self.line))
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenASearchBarIsLaidOut_thatItIs56High_itsField36High8FromEachSide_withTheGlassLeading(
        direction: ListLayoutDirection
    ) throws {
        let bar = UISearchBar()
        bar.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        #expect(bar.intrinsicContentSize.height == 56)
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        let node = bar.snapshot()
        #expect(node.kind == .searchBar)
        let field = node.children[1]
        #expect(field.kind == .textField && field.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(field.cornerRadius == 10 && field.clipsToBounds)
        let glass = try #require(field.children.first { $0.image?.name == ListViewImageContent.magnifyingGlassName })
        let rightToLeft = direction == .rightToLeft
        #expect(glass.frame == CGRect(x: rightToLeft ? 276 : 0, y: 7, width: 28, height: 22))
        let text = try #require(field.children.last)
        #expect(text.text?.string == "Search")
        #expect(text.frame.minX == (rightToLeft ? 8 : 28) && text.frame.width == 268)

        bar.showsCancelButton = true
        let cancelled = bar.snapshot()
        let button = cancelled.children[2]
        #expect(button.kind == .button && button.children.first?.text?.string == "Cancel")
        let fieldFrame = cancelled.children[1].frame
        #expect(fieldFrame.width == 304 - button.frame.width - 8)
        #expect(rightToLeft ? button.frame.minX == 8 && fieldFrame.maxX == 312
                            : button.frame.maxX == 312 && fieldFrame.minX == 8)
    }

    @Test(arguments: [ListUserInterfaceStyle.light, .dark])
    func test_whenTheStyleIsMinimal_thatTheBarIsNotFilled_andTheFieldIsTranslucent(style: ListUserInterfaceStyle) {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        bar.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: style)
        var node = bar.snapshot()
        #expect(node.children[0].backgroundColor == UIColor.secondarySystemBackground.resolved(for: style))
        #expect(node.children[1].backgroundColor == UIColor.systemBackground.resolved(for: style))
        bar.barTintColor = .systemIndigo
        #expect(bar.snapshot().children[0].backgroundColor == UIColor.systemIndigo.resolved(for: style))
        bar.searchBarStyle = .minimal
        node = bar.snapshot()
        #expect(node.children[0].backgroundColor == nil)
        #expect(node.children[1].backgroundColor == UIColor.tertiarySystemFill.resolved(for: style))
        bar.searchTextField.backgroundColor = .systemYellow   // a colour of the app's own wins
        #expect(bar.snapshot().children[1].backgroundColor == UIColor.systemYellow.resolved(for: style))
        bar.placeholder = "Search people"
        bar.text = "Ada"
        #expect(bar.snapshot().children[1].children.last?.text?.string == "Ada")
        bar.text = nil
        #expect(bar.snapshot().children[1].children.last?.text?.string == "Search people")
    }

    final class Delegate: UITextFieldDelegate, UISearchBarDelegate {
        var returned = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returned += 1
            return textField.resignFirstResponder()
        }
    }

    @Test func test_whenCodeSetsDelegatesKeyboardsAndEditingActions_thatItCompilesAsWritten_andTheyAreKept() {
        let field = UITextField()
        var delegate: Delegate? = Delegate()
        field.delegate = delegate
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .emailAddress
        field.clearButtonMode = .whileEditing
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.sendActions(for: .editingChanged)
        field.sendActions(for: .valueChanged)
        #expect(changes == 1)
        #expect(field.becomeFirstResponder() == false && field.isEditing == false)
        #expect(field.delegate?.textFieldShouldReturn(field) == true && delegate?.returned == 1)
        #expect(field.delegate?.textFieldShouldBeginEditing(field) == true)   // UIKit's default
        let bar = UISearchBar()
        bar.delegate = delegate
        bar.delegate?.searchBar(bar, textDidChange: "a")
        #expect(bar.searchTextField.returnKeyType == .search)
        delegate = nil
        #expect(field.delegate == nil && bar.delegate == nil)   // weak, as UIKit's
    }
}
