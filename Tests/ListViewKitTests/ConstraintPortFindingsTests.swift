import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// What porting real constraint-based cells showed (docs/ADAPTER.md, "Measured with constraints"), pinned in
/// every environment: a multi-line label fitted after a layout pass wraps at its laid-out width (UIKit's automatic
/// preferred width, which IGListKit's `FullWidthSelfSizingCell` relies on); a stack view arranging a multi-line
/// label grows as the label wraps at the width the stack is given; a stack of views whose lengths are held does
/// not stretch (UIKit's stack is bound to its arranged views by required constraints).
@MainActor
@Suite struct ConstraintPortFindingsTests {
    static let environments: [ListEnvironment] = [
        ListEnvironment(),
        ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge),
        ListEnvironment(contentSizeCategory: .extraSmall, layoutDirection: .rightToLeft),
        ListEnvironment(theme: .dark, layoutDirection: .rightToLeft),
    ]

    static let text = "Self-sizing cells measure their labels at the width the layout gives them and grow to fit "
        + "the text, as UICollectionViewFlowLayout's estimatedItemSize asks."

    func solved<View: UIView>(_ view: View, in parent: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// IGListKit's full-width self-sizing cell: a label of any number of lines 15 points inside a content view.
    func fullWidthCell(environment: ListEnvironment, width: CGFloat) -> (UIView, UILabel) {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        content.overrideTraitCollection = ListTraitCollection(environment: environment)
        let label = solved(UILabel(), in: content)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.text = Self.text
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 15),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 15),
            content.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 15),
            content.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 15),
        ])
        return (content, label)
    }

    @Test func test_whenAMultiLineLabelIsFittedAfterALayoutPass_thatItWrapsAtItsLaidOutWidth() {
        var random = SplitMix64(seed: 0x5EED_3501)
        for environment in Self.environments {
            let width = CGFloat(Int.random(in: 240...414, using: &random))
            let (content, label) = fullWidthCell(environment: environment, width: width)
            // Never laid out: no width to wrap at, so the compressed fitting is the text on one line (UIKit's
            // first-pass quirk, why the cell lays out before it measures).
            let first = content.systemLayoutSizeFitting(CGSize(width: width, height: 40))
            let oneLine = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            #expect(first.height == oneLine.height + 30, "\(environment)")
            // Laid out (the cell's `setNeedsLayout(); layoutIfNeeded()`): fitted wrapped at the label's width.
            content.setNeedsLayout()
            content.layoutIfNeeded()
            #expect(label.frame.width == width - 30)
            let wrapped = label.sizeThatFits(CGSize(width: width - 30, height: .greatestFiniteMagnitude))
            let fitted = content.systemLayoutSizeFitting(CGSize(width: width, height: 40))
            #expect(fitted.height == wrapped.height + 30, "\(environment)")
            #expect(fitted.width <= width && wrapped.height > oneLine.height, "\(environment)")
            // Laid out at the fitted height, the label shows every line it was measured with.
            content.frame.size = CGSize(width: width, height: fitted.height)
            content.layoutIfNeeded()
            #expect(label.frame.height == wrapped.height, "\(environment)")
        }
    }

    @Test func test_whenAStackArrangesAMultiLineLabel_thatTheStackGrowsAsTheLabelWrapsAtTheWidthItIsGiven() {
        // IGListKit's example post cell: the author hugging, the caption on up to three lines beside it.
        for environment in Self.environments {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            content.overrideTraitCollection = ListTraitCollection(environment: environment)
            let name = UILabel(), caption = UILabel()
            name.text = "ana"
            name.font = .boldSystemFont(ofSize: 14)
            name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            caption.text = "Sunset over the bay, the last light on the water before the fog came in."
            caption.font = .systemFont(ofSize: 14)
            caption.numberOfLines = 3
            let stack = solved(UIStackView(arrangedSubviews: [name, caption]), in: content)
            stack.axis = .horizontal
            stack.spacing = 5
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 5),
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
                stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            ])
            let fitted = content.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            content.frame.size = fitted
            content.layoutIfNeeded()
            let room = 355 - name.frame.width - 5
            let lines = caption.sizeThatFits(CGSize(width: room, height: .greatestFiniteMagnitude))
            #expect(caption.frame.width == room, "\(environment)")
            #expect(caption.frame.height == lines.height && stack.frame.height == lines.height, "\(environment)")
            #expect(lines.height > caption.font.lineHeight, "the caption wraps: \(environment)")
            #expect(fitted == CGSize(width: 375, height: lines.height + 15), "\(environment)")
        }
    }

    @Test func test_whenAStacksArrangedViewsHoldTheirHeight_thatTheStackDoesNotStretch_theLabelBelowDoes() {
        for environment in Self.environments {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            content.overrideTraitCollection = ListTraitCollection(environment: environment)
            let buttons = (0..<3).map { _ in UIButton(type: .system) }
            let stack = solved(UIStackView(arrangedSubviews: buttons), in: content)
            stack.axis = .horizontal
            stack.spacing = 10
            let likes = solved(UILabel(), in: content)
            likes.text = "128 likes"
            NSLayoutConstraint.activate(buttons.flatMap {
                [$0.widthAnchor.constraint(equalToConstant: 30), $0.heightAnchor.constraint(equalToConstant: 30)]
            } + [
                stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                likes.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 5),
                likes.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
                likes.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            ])
            content.layoutIfNeeded()
            let x: CGFloat = environment.layoutDirection == .rightToLeft ? 320 - 10 - 110 : 10
            #expect(stack.frame == CGRect(x: x, y: 8, width: 110, height: 30), "\(environment)")
            #expect(buttons.map(\.frame.height) == [30, 30, 30])
            #expect(likes.frame.minY == 43 && likes.frame.maxY == 190, "\(environment)")
        }
    }
}
