import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// A view controller's root view keeps UIKit's system minimum margins: none at the top and bottom, 16 points at the
/// sides in a compact width and 20 in a regular one; set margins are raised to them while the controller respects
/// them; its subviews keep their own.
@MainActor
struct SystemMinimumLayoutMarginsTests {
    static let phone = ListTraitCollection(screenSize: CGSize(width: 393, height: 852), displayScale: 3)
    static let pad = ListTraitCollection(screenSize: CGSize(width: 820, height: 1180), displayScale: 2)

    /// A screen whose label is pinned to the root view's margins guide, as screens written with anchors are.
    final class MarginsViewController: UIViewController {
        let content = UIView()
        let inner = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            content.addSubview(inner)
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                content.topAnchor.constraint(equalTo: margins.topAnchor),
                content.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
    }

    private func screen(_ traits: ListTraitCollection, width: CGFloat = 400) -> MarginsViewController {
        let controller = MarginsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: 300)
        controller.view.overrideTraitCollection = traits
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func test_whenARootViewHasNoMarginsSet_thatTheyAreTheSystemMinimumOfItsWidthClass() {
        let compact = screen(Self.phone)
        #expect(compact.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(compact.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(compact.content.frame == CGRect(x: 16, y: 0, width: 368, height: 40))
        // A subview keeps UIKit's 8 points.
        #expect(compact.content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let regular = screen(Self.pad)
        #expect(regular.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(regular.content.frame == CGRect(x: 20, y: 0, width: 360, height: 40))
        // A screen turned from compact to regular lays out again with the wider margins, and back.
        compact.view.overrideTraitCollection = Self.pad
        compact.view.layoutIfNeeded()
        #expect(compact.content.frame == CGRect(x: 20, y: 0, width: 360, height: 40))
        compact.view.overrideTraitCollection = Self.phone
        compact.view.layoutIfNeeded()
        #expect(compact.content.frame == CGRect(x: 16, y: 0, width: 368, height: 40))
    }

    @Test func test_whenMarginsAreSetOnARootView_thatEachEdgeIsAtLeastTheMinimum_unlessTheControllerSaysNot() {
        let controller = screen(Self.phone)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 2, trailing: 30)
        controller.view.layoutIfNeeded()
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 2, trailing: 30))
        #expect(controller.content.frame == CGRect(x: 16, y: 10, width: 354, height: 40))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.layoutIfNeeded()
        #expect(controller.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 2, trailing: 30))
        #expect(controller.content.frame == CGRect(x: 4, y: 10, width: 366, height: 40))
        // A view no controller owns any more has its own margins again.
        let root: UIView = controller.view
        controller.view = UIView()
        #expect(root.layoutMargins == UIEdgeInsets(top: 10, left: 4, bottom: 2, right: 30))
    }

    /// Random environments (right to left among them), widths, classes and set margins: the root's margins are the
    /// set ones raised to the minimum of its class in its layout direction, and its pinned view sits in them.
    @Test(arguments: [0x3A9_01, 0x3A9_02, 0x3A9_03] as [UInt64])
    func test_whenRandomScreensAndMargins_thatTheRootKeepsTheMinimumInItsDirection(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<30 {
            let environment = ListEnvironment.random(using: &random)
            let regular = Bool.random(using: &random)
            var traits = regular ? Self.pad : Self.phone
            traits.environment = environment
            let width = CGFloat(Int.random(in: 200...900, using: &random))
            let controller = screen(traits, width: width)
            let side: CGFloat = regular ? 20 : 16
            var expected = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            if Bool.random(using: &random) {
                let set = NSDirectionalEdgeInsets(
                    top: CGFloat(Int.random(in: 0...20, using: &random)), leading: CGFloat(Int.random(in: 0...40, using: &random)),
                    bottom: 0, trailing: CGFloat(Int.random(in: 0...40, using: &random)))
                controller.view.directionalLayoutMargins = set
                expected = NSDirectionalEdgeInsets(
                    top: set.top, leading: max(set.leading, side), bottom: 0, trailing: max(set.trailing, side))
                controller.view.layoutIfNeeded()
            }
            #expect(controller.view.directionalLayoutMargins == expected, "seed \(seed)")
            let rightToLeft = environment.layoutDirection == .rightToLeft
            let left = rightToLeft ? expected.trailing : expected.leading
            let right = rightToLeft ? expected.leading : expected.trailing
            #expect(controller.content.frame == CGRect(x: left, y: expected.top, width: width - left - right, height: 40),
                    "seed \(seed) \(environment)")
        }
    }
}
