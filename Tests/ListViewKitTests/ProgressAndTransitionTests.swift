import Foundation
import ListCore
import ListViewKit
import Testing

/// `UIProgressView`, `UIView.transition`, the recorded layer and text-attribute vocabulary (issue 23): exact frames.
@MainActor
@Suite struct ProgressAndTransitionTests {
    private func parts(_ bar: UIProgressView) -> (track: CGRect, fill: CGRect) {
        let track = bar.snapshot().children[0]
        return (track.frame, track.children[0].frame)
    }

    @Test func test_whenProgressIsSet_thatTheFilledPartIsThatShareOfTheCentredBar_fromTheLeadingEdge() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        bar.setProgress(0.25, animated: true)   // exact in a Float
        #expect(parts(bar).track == CGRect(x: 0, y: 8, width: 200, height: 4))
        #expect(parts(bar).fill == CGRect(x: 0, y: 0, width: 50, height: 4))
        bar.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: .rightToLeft))
        #expect(parts(bar).fill == CGRect(x: 150, y: 0, width: 50, height: 4))
        bar.progress = 1.5
        #expect(bar.progress == 1 && parts(bar).fill.width == 200)
        bar.progress = -1
        #expect(bar.progress == 0 && parts(bar).fill.width == 0)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(bar.sizeThatFits(CGSize(width: 120, height: 50)) == CGSize(width: 120, height: 4))
    }

    @Test func test_whenColoursAreLeftUnset_thatTheFillIsTheTint_andTheTrackSystemFill() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        bar.progress = 0.5
        bar.tintColor = .systemPink
        let dark = ListTraitCollection(userInterfaceStyle: .dark)
        bar.overrideTraitCollection = dark
        var track = bar.snapshot().children[0]
        #expect(track.backgroundColor == UIColor.systemFill.resolvedColor(with: dark))
        #expect(track.children[0].backgroundColor == UIColor.systemPink.resolvedColor(with: dark))
        #expect(track.cornerRadius == 2 && track.clipsToBounds)
        bar.progressTintColor = .orange
        bar.trackTintColor = .black
        track = bar.snapshot().children[0]
        #expect(track.backgroundColor == .black && track.children[0].backgroundColor == .orange)
    }

    @Test func test_whenViewsTransition_thatTheNewOneTakesTheOldOnesPlace_orTheyAreShownAndHidden() {
        let cell = UIView()
        let below = UIView(), old = UIView(), above = UIView(), new = UIView()
        [below, old, above].forEach(cell.addSubview)
        var finished = false
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        #expect(cell.subviews.map(ObjectIdentifier.init) == [below, new, above].map(ObjectIdentifier.init))
        #expect(old.superview == nil && finished)
        cell.addSubview(old)
        UIView.transition(from: new, to: old, duration: 0.3, options: [.showHideTransitionViews])
        #expect(new.isHidden && !old.isHidden && cell.subviews.count == 4)
        var changed = false
        UIView.transition(with: cell, duration: 0.2, options: [.transitionFlipFromLeft, .curveEaseOut]) {
            changed = true
        }
        #expect(changed)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)   // UIKit's bits
    }

    @Test func test_whenLayerAndTextSettingsAreWritten_thatTheyAreRecorded() {
        let view = UIView()
        view.layer.cornerCurve = .continuous
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = 3
        #expect(view.layer.cornerCurve == .continuous && view.layer.shouldRasterize && view.layer.rasterizationScale == 3)
        let price = NSAttributedString(string: "$20", attributes: [
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.gray,
            .underlineStyle: NSUnderlineStyle([.thick, .patternDot]).rawValue, .baselineOffset: 2,
            .link: URL(string: "https://example.com")!,
        ])
        let label = UILabel()
        label.attributedText = price
        #expect(label.text == "$20")
        #expect(price.attribute(.strikethroughStyle, at: 0, effectiveRange: nil) as? Int == 1)
        #expect(NSUnderlineStyle.double.rawValue == 9 && NSUnderlineStyle.byWord.rawValue == 0x8000)
    }
}
