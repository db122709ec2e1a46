import Foundation
import ListCore
import ListViewKit
import Testing

/// Stack views measure each arranged view a bounded number of times per layout pass, however deep they nest and
/// however many views they arrange (issue 37: nested stacks took 3^depth measurements, 19 s for 14 levels), with the
/// frames an uncached layout gives. Measurements are counted, not timed.
@MainActor
@Suite(.serialized) struct StackMeasurementTests {
    /// The most measurements of one view in one pass: its stack offers it a few proposals — with and without a
    /// length along the axis, when the stack is fitted and when it is arranged, in the sizes its own parent gave
    /// it — whatever the depth (a 64-level spine needs 7 at most, random trees 8; without the pass's memory a
    /// view 8 levels down is measured thousands of times).
    static let bound = 8

    /// A column of `depth` nested stacks, alternating rows and columns, each holding a label and the next stack.
    static func nested(depth: Int) -> (root: ListStackView, views: [ListView]) {
        let root = ListStackView()
        var views: [ListView] = [root]
        var stack = root
        for level in 0..<depth {
            stack.axis = level.isMultiple(of: 2) ? .vertical : .horizontal
            stack.spacing = 2
            stack.alignment = level.isMultiple(of: 3) ? .center : .fill
            let label = ListLabel()
            label.text = "Level \(level) of the nested stacks"
            label.numberOfLines = 0
            stack.addArrangedSubview(label)
            let next = ListStackView()
            stack.addArrangedSubview(next)
            views += [label, next]
            stack = next
        }
        return (root, views)
    }

    /// The measurements of each view while `body` runs, caching as `caching` says.
    static func counting(caching: Bool = true, _ body: () -> Void) -> [ObjectIdentifier: Int] {
        ListMeasurementPass.isCaching = caching
        ListMeasurementPass.countsMeasurements = true
        ListMeasurementPass.measurementCounts = [:]
        defer {
            ListMeasurementPass.isCaching = true
            ListMeasurementPass.countsMeasurements = false
            ListMeasurementPass.measurementCounts = [:]
        }
        body()
        return ListMeasurementPass.measurementCounts
    }

    @Test func test_whenStacksNestSixtyFourLevels_thatEachViewIsMeasuredABoundedNumberOfTimesPerPass() {
        let (root, _) = Self.nested(depth: 64)
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 2000)
        let counts = Self.counting {
            _ = root.systemLayoutSizeFitting(CGSize(width: 390, height: 0))
            root.layoutIfNeeded()
        }
        #expect((counts.values.max() ?? 0) <= Self.bound)
    }

    @Test func test_whenMeasurementsAreNotCached_thatNestedStacksGrowExponentiallyAndTheFramesAreTheSame() {
        // The defect the cache removes (and the proof that the count above can fail): 3^depth without it.
        func layout(caching: Bool) -> (ListViewSnapshot, Int) {
            let (root, _) = Self.nested(depth: 8)
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 900)
            var snapshot: ListViewSnapshot?
            let counts = Self.counting(caching: caching) { snapshot = root.snapshot() }
            return (snapshot!, counts.values.max() ?? 0)
        }
        let (cached, cachedMost) = layout(caching: true)
        let (uncached, uncachedMost) = layout(caching: false)
        #expect(cached == uncached)
        #expect(cachedMost <= Self.bound)
        #expect(uncachedMost > 100)
    }

    @Test func test_whenAStackArrangesTenThousandLabels_thatEachIsMeasuredABoundedNumberOfTimesInOrder() {
        let stack = ListStackView()
        stack.axis = .vertical
        let labels = (0..<10_000).map { index -> ListLabel in
            let label = ListLabel()
            label.text = "Row \(index)"
            stack.addArrangedSubview(label)
            return label
        }
        #expect(stack.arrangedSubviews.count == 10_000 && stack.subviews.count == 10_000)
        #expect(stack.arrangedSubviews.elementsEqual(labels) { $0 === $1 })
        let counts = Self.counting {
            stack.frame.size = stack.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            stack.layoutIfNeeded()
        }
        #expect((counts.values.max() ?? 0) <= Self.bound)
        let height = labels[0].frame.height
        #expect(height > 0)
        #expect(labels[9_999].frame == CGRect(x: 0, y: 9_999 * height, width: 200, height: height))
    }

    @Test func test_whenAnAppLayoutChangesTextInLayoutSubviews_thatTheStackMeasuresTheNewText() {
        // App code may change what measurements read in its layoutSubviews(); the pass forgets its sizes there.
        final class Cell: ListView {
            let stack = ListStackView()
            let label = ListLabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.numberOfLines = 0
                label.text = "Short"
                stack.axis = .vertical
                stack.addArrangedSubview(label)
                addSubview(stack)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                _ = stack.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
                label.preferredMaxLayoutWidth = bounds.width
                label.text = "A much longer title that wraps onto more lines than the short one did"
                stack.frame = CGRect(
                    origin: .zero, size: stack.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)))
            }
        }
        let cell = Cell(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        cell.layoutIfNeeded()
        let expected = cell.label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        #expect(cell.stack.frame.size.height == expected.height)
        #expect(cell.label.frame.height == expected.height)
    }
}
