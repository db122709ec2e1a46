import Foundation
import ListCore
import ListViewKit
import Testing

/// `systemLayoutSizeFitting` of views laid out with constraints: UIKit's fitting priorities, its compressed and
/// expanded targets, and the size measured is the size drawn.
@MainActor
@Suite struct ConstraintFittingTests {
    func solved(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// A content view holding a 40 × 40 square 10 from its top, leading and bottom edges, and a bar after it that
    /// wishes to be 200 wide (at 500) and is 20 from the trailing edge.
    func card() -> (UIView, UIView, UIView) {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let square = solved(in: content), bar = solved(in: content)
        NSLayoutConstraint.activate([
            square.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            square.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            square.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
            square.widthAnchor.constraint(equalToConstant: 40),
            square.heightAnchor.constraint(equalTo: square.widthAnchor),
            bar.leadingAnchor.constraint(equalTo: square.trailingAnchor, constant: 8),
            bar.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            bar.centerYAnchor.constraint(equalTo: square.centerYAnchor),
            bar.heightAnchor.constraint(equalToConstant: 4),
        ])
        let wish = bar.widthAnchor.constraint(equalToConstant: 200)
        wish.priority = UILayoutPriority(500)
        wish.isActive = true
        return (content, square, bar)
    }

    @Test func test_whenTheTargetIsCompressed_thatTheSizeIsWhatTheConstraintsNeed() {
        let (content, _, _) = card()
        #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 278, height: 60))
        #expect(content.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 278, height: 60))
        // The content view's own frame is untouched by measuring.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func test_whenTheWidthIsRequired_thatTheWishGivesWay_andTheHeightStaysTheContents() {
        let (content, square, bar) = card()
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 150, height: 60))
        // Drawing at the measured size puts every view where measuring did.
        content.frame.size = size
        content.layoutIfNeeded()
        #expect(square.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(bar.frame == CGRect(x: 58, y: 28, width: 72, height: 4))
        #expect(content.brokenConstraints.isEmpty)
    }

    @Test func test_whenTheFittingPriorityIsAboveAWish_thatTheTargetWins() {
        let (content, _, _) = card()
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: UILayoutPriority(600),
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 120, height: 60))
        let weaker = content.systemLayoutSizeFitting(
            CGSize(width: 120, height: 0), withHorizontalFittingPriority: UILayoutPriority(400),
            verticalFittingPriority: .fittingSizeLevel)
        #expect(weaker == CGSize(width: 278, height: 60))
    }

    @Test func test_whenAViewWithAContentViewIsFitted_thatItsContentViewsConstraintsSizeIt() {
        let cell = UIView(frame: .zero)
        let (content, _, _) = card()
        content.pin(to: .edges(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        cell.addSubview(content)
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 284, height: 64))
        #expect(cell.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 200, height: 64))
    }
}
