import Foundation
import ListCore
import ListViewKit
import Testing

/// `UITextView` as cells show it (issue 23): UIKit's default insets and padding, the text from the top, and the
/// self-sizing of a text view that does not scroll. Exact frames.
@MainActor
@Suite struct TextViewTests {
    @Test func test_whenATextViewIsMade_thatItHasUIKitsDefaults() {
        let textView = UITextView()
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.maximumNumberOfLines == 0)
        #expect(textView.font == UIFont.systemFont(ofSize: 12))
        #expect(textView.backgroundColor == .systemBackground && textView.clipsToBounds)
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.text == "" && !textView.becomeFirstResponder())
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.isEditable = false
        #expect(textView.dataDetectorTypes.contains(.link) && !textView.isEditable)
    }

    @Test func test_whenATextViewLaysOut_thatTheTextStartsAtTheInsetAndPadding_fromTheTop() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Hello"
        let text = textView.snapshot().children[0]
        #expect(text.kind == .label)
        #expect(text.frame == CGRect(x: 5, y: 8, width: 190, height: 15))   // one 12-point line (14.5), from the top
        textView.textContainerInset = UIEdgeInsets(top: 2, left: 10, bottom: 4, right: 20)
        textView.textContainer.lineFragmentPadding = 0
        #expect(textView.snapshot().children[0].frame == CGRect(x: 10, y: 2, width: 170, height: 15))
    }

    @Test func test_whenATextViewDoesNotScroll_thatItSizesToItsWrappedText() {
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 17)
        textView.text = "A comment long enough to wrap onto more than one line at this width"
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        label.text = textView.text
        let wrapped = label.sizeThatFits(CGSize(width: 190, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > 2 * label.font.lineHeight)   // it does wrap
        let size = textView.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(size == CGSize(width: 200, height: wrapped.height + 16))   // 190 = 200 - 2 × 5 padding
        textView.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        #expect(textView.intrinsicContentSize.height == ListView.noIntrinsicMetric)
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize == CGSize(width: ListView.noIntrinsicMetric, height: wrapped.height + 16))
        textView.textContainer.maximumNumberOfLines = 1
        label.numberOfLines = 1
        let oneLine = label.sizeThatFits(CGSize(width: 190, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(oneLine < wrapped.height)
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 1_000)).height == oneLine + 16)
    }
}
