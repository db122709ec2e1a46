import Foundation
import ListCore
import Testing

@testable import ListViewKit

/// The sizes a tree measured alone keeps for its next layout (`ListMeasurementPass.keepingMeasurements(of:_:)`, as a
/// spec's `"auto"` tree is measured, then `reusingMeasurements(of:_:)`) are used only while nothing in the tree
/// changed, including while the tree sat inside another one.
@MainActor
@Suite(.serialized) struct KeptMeasurementTests {
    static func tree(_ text: String) -> (root: UIStackView, label: UILabel) {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        let other = UILabel()
        other.text = "Detail"
        let root = UIStackView(arrangedSubviews: [label, other])
        root.axis = .vertical
        root.spacing = 4
        return (root, label)
    }

    /// Measures `root` at `width` keeping its sizes, runs `between`, then lays it out at the measured size reusing
    /// them; returns the height, the arranged views' frames and how many passes reused kept sizes.
    static func measureAndLayOut(_ root: UIStackView, width: CGFloat, between: () -> Void) -> ([CGRect], Int) {
        let fitting = CGSize(width: width, height: 0)
        let measured = ListMeasurementPass.keepingMeasurements(of: root) {
            root.systemLayoutSizeFitting(
                fitting, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        between()
        let before = ListMeasurementPass.reusedPasses
        let size = root.systemLayoutSizeFitting(
            fitting, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        ListMeasurementPass.reusingMeasurements(of: root) {
            root.frame = CGRect(origin: .zero, size: CGSize(width: width, height: max(measured.height, size.height)))
            root.layoutIfNeeded()
        }
        return (root.arrangedSubviews.map(\.frame), ListMeasurementPass.reusedPasses - before)
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenAMeasuredTreeChangesInsideAnotherTree_thatItsKeptSizesAreNotReused(direction: ListLayoutDirection) {
        let long = "A title long enough to wrap onto a second and a third line at this width"
        let traits = ListTraitCollection(environment: ListEnvironment(
            contentSizeCategory: .accessibilityLarge, layoutDirection: direction))
        traits.performAsCurrent {
            // The control: nothing changes in between, so the layout starts from the measurement.
            let control = Self.tree("Short")
            let (_, reusedUnchanged) = Self.measureAndLayOut(control.root, width: 200) {}
            #expect(reusedUnchanged == 1)

            // The tree joins a host, its label changes there, it leaves: its kept sizes are stale.
            let changed = Self.tree("Short")
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let (frames, reused) = Self.measureAndLayOut(changed.root, width: 200) {
                host.addSubview(changed.root)
                changed.label.text = long
                changed.root.removeFromSuperview()
            }
            #expect(reused == 0)

            // Its frames are those of the same tree built with the long text.
            let fresh = Self.tree(long)
            ListMeasurementPass.reusesMeasurements = false
            defer { ListMeasurementPass.reusesMeasurements = true }
            let (expected, _) = Self.measureAndLayOut(fresh.root, width: 200) {}
            #expect(frames == expected)
        }
    }
}
