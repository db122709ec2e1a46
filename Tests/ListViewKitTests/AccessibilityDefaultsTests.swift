import Foundation
import ListCore
import ListViewKit
import Testing

/// UIKit's accessibility defaults per view class (docs/ACCESSIBILITY.md gives each source) and VoiceOver's reading
/// of them.
@MainActor
@Suite struct AccessibilityDefaultsTests {
    @Test func test_whenAPlainViewHasNoSettings_thatItIsAContainerWithNothingToRead() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityTraits == [])
        #expect(view.accessibilityHierarchy().elements.isEmpty)
    }

    @Test func test_whenALabelShowsText_thatItIsAStaticTextElementLabelledByItsText_untilALabelIsSet() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Sunrise"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Sunrise")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityLabel = "Sunrise over the bay"
        #expect(label.accessibilityLabel == "Sunrise over the bay")
        label.accessibilityLabel = nil   // back to the default, as UIKit's
        #expect(label.accessibilityLabel == "Sunrise")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test func test_whenAButtonHasATitleAndState_thatItReadsTheTitleAsAButtonWithItsState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Follow")
        #expect(button.accessibilityTraits == .button && button.accessibilityRespondsToUserInteraction)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        #expect(button.accessibilityHierarchy().elements.map(\.spoken) == ["Selected: Follow. Dimmed. Button."])
        let icon = UIButton(type: .system)
        #expect(icon.accessibilityLabel == nil)   // an image-only button says only "Button." until labelled
    }

    @Test func test_whenASwitchIsOnOrOff_thatItsValueIsOneOrZero_andVoiceOverReadsItsState() {
        let toggle = UISwitch()
        toggle.accessibilityLabel = "Wi-Fi"
        #expect(toggle.isAccessibilityElement && toggle.accessibilityValue == "0")
        #expect(toggle.accessibilityTraits == [.button, .toggleButton])
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        #expect(toggle.accessibilityHierarchy().elements.map(\.spoken)
            == ["Wi-Fi. Switch Button. On. Double tap to toggle setting."])
    }

    @Test func test_whenAnImageViewHasNoSettings_thatItIsSkipped_andOnceMadeAnElementItReadsAsAnImage() {
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        #expect(image.accessibilityHierarchy().elements.isEmpty)
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Ana's avatar"
        #expect(image.accessibilityHierarchy().elements.map(\.spoken) == ["Ana's avatar. Image."])
    }

    @Test func test_whenTextInputsHaveTextOrPlaceholder_thatTheirValueIsTheTextElseThePlaceholder() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Email"
        #expect(field.isAccessibilityElement && field.accessibilityValue == "Email")
        #expect(field.accessibilityTraits == .textEntry)
        #expect(field.accessibilityHierarchy().elements.map(\.spoken) == ["Email. Text Field. Double tap to edit."])
        field.text = "ana@example.com"
        #expect(field.accessibilityValue == "ana@example.com")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == String(repeating: "•", count: 15))
        let search = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
        #expect(search.accessibilityTraits == .searchField)
        let note = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        note.text = "Notes"
        #expect(note.isAccessibilityElement && note.accessibilityValue == "Notes" && note.accessibilityTraits == .textEntry)
        note.isEditable = false
        #expect(note.accessibilityTraits == .staticText)
    }

    @Test func test_whenProgressIsShown_thatItReadsAsAPercentage() {
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        progress.progress = 0.426
        #expect(progress.isAccessibilityElement && progress.accessibilityValue == "43%")
        #expect(progress.accessibilityTraits == .updatesFrequently)
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAccessibilityElement && spinner.accessibilityLabel == "In progress")
    }

    @Test func test_whenAnElementHasAHint_thatVoiceOverReadsLabelTraitsThenHint() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 48))
        header.isAccessibilityElement = true
        header.accessibilityLabel = "Ana, 5 hours ago"
        header.accessibilityTraits = .button
        header.accessibilityHint = "Double-tap to open profile."
        let element = header.accessibilityHierarchy().elements[0]
        #expect(element.description == "Ana, 5 hours ago. Button.")
        #expect(element.spokenHint == "Double-tap to open profile.")
        #expect(element.spoken == "Ana, 5 hours ago. Button. Double-tap to open profile.")
        #expect(element.frame == CGRect(x: 0, y: 0, width: 320, height: 48))
        #expect(element.activationPoint == CGPoint(x: 160, y: 24))
    }

    @Test func test_whenAnElementHasCustomActionsAndFrames_thatTheHierarchyRecordsThem() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let row = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 60))
        root.addSubview(row)
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Message from Ben"
        row.accessibilityIdentifier = "row"
        row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reply"),
                                          UIAccessibilityCustomAction(name: "Delete")]
        row.accessibilityActivationPoint = CGPoint(x: 30, y: 50)
        #expect(row.accessibilityFrame == CGRect(x: 10, y: 20, width: 300, height: 60))
        #expect(row.accessibilityRespondsToUserInteraction)   // custom actions make it interactive
        let element = root.accessibilityHierarchy().elements[0]
        #expect(element.customActions == ["Reply", "Delete"])
        #expect(element.activationPoint == CGPoint(x: 30, y: 50))
        #expect(element.identifier == "row" && element.source == "row" && element.kind == "view")
    }

    @Test func test_whenTraitsAreNamed_thatTheNamesAreUIKits_inBitOrder() {
        let traits: ListAccessibilityTraits = [.header, .button, .selected]
        #expect(traits.names == ["button", "selected", "header"])
        for name in ListAccessibilityTraitName.allCases {
            #expect(ListAccessibilityTraits(named: name).names == [name.rawValue])
        }
        #expect(ListAccessibilityTraits(named: .textEntry) == .textEntry)
        #expect(ListAccessibilityTraits(named: .toggleButton) == .toggleButton)
    }

    @Test func test_whenAListContentViewShowsText_thatItIsOneElementReadingTextAndSecondaryText() {
        let content = UIListContentView(configuration: .cell(showing: ListCellContent(text: "Wi-Fi", detailText: "Home")))
        content.frame = CGRect(x: 0, y: 0, width: 390, height: 57)
        #expect(content.isAccessibilityElement && content.accessibilityLabel == "Wi-Fi, Home")
        #expect(content.accessibilityHierarchy().elements.map(\.spoken) == ["Wi-Fi, Home"])
        content.configuration = .cell(showing: ListCellContent(text: "Dark mode", accessory: .checkmark))
        #expect(content.accessibilityHierarchy().elements.map(\.spoken) == ["Selected: Dark mode"])
        content.configuration = .cell(showing: ListCellContent(role: .loading))
        #expect(content.accessibilityLabel == "In progress" && content.accessibilityTraits == .updatesFrequently)
        content.configuration = .cell(showing: ListCellContent())
        #expect(!content.isAccessibilityElement && content.accessibilityHierarchy().elements.isEmpty)
    }
}
