import Foundation
import ListCore
import ListViewKit
import Testing

/// `sizeToFit()` of a multi-line label made with a zero frame, as a cell's property initialiser writes it (the
/// Marslink tutorial's weather title): UIKit gives the natural size, each paragraph on its own line (issue 23).
@MainActor
@Suite struct LabelSizeToFitTests {
    @Test func test_whenAZeroFrameMultiLineLabelSizesToFit_thatEachParagraphKeepsItsLine() {
        let small = [NSAttributedString.Key.font: UIFont(name: "DejaVuSans", size: 14)!]
        let large = [NSAttributedString.Key.font: UIFont(name: "DejaVuSans", size: 24)!]
        let text = NSMutableAttributedString(string: "LATEST\n", attributes: small)
        text.append(NSAttributedString(string: "WEATHER", attributes: large))
        let label = UILabel()
        label.numberOfLines = 0
        label.attributedText = text
        label.sizeToFit()
        let widest = UILabel()
        widest.font = UIFont(name: "DejaVuSans", size: 24)!
        widest.text = "WEATHER"
        let line = widest.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100))
        let first = UILabel()
        first.font = UIFont(name: "DejaVuSans", size: 14)!
        first.text = "LATEST"
        let firstLine = first.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100))
        #expect(label.frame.size == CGSize(width: line.width, height: line.height + firstLine.height))
        #expect(label.sizeThatFits(.zero) == label.frame.size)
        // A width given is still wrapped at.
        #expect(label.sizeThatFits(CGSize(width: 60, height: 1_000)).height > label.frame.height)
    }
}
