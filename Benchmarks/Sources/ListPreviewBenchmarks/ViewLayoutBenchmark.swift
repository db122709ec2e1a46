import Foundation
import ListPreview

/// The `viewlayout` suite (issue 37): one layout pass of a view tree of 1,000, 10,000 and 100,000 views, flat and nested,
/// to show that stack views lay out in time linear in the views (before, nested stacks took 3^depth measurements
/// and a stack of n views n² steps to build).
///
/// - **flat**: a column of rows, each row a stack of 10 labels (depth 3);
/// - **nested**: a column of chains, each chain 60 stacks deep with a label at every level (depth 62).
///
/// A timed run gives the whole tree a new trait collection (every view must lay out and measure again, as after a
/// Dynamic Type change), asks the root's height that fits at 390 points, and lays the tree out at it. The trees are
/// timed interleaved; the ratios are medians over rounds of each size's time over the 1,000-view tree's of the same
/// shape (linear growth: 10 and 100), with the time per view.
enum ViewLayoutBenchmark {
    static let sizes = [1_000, 10_000, 100_000]

    static func run() throws {
        MainActor.assumeIsolated { runOnMain() }
    }

    @MainActor static func runOnMain() {
        print(machineLine())
        let table = Table(columns: ["tree", "views", "ms (p90)", "µs per view", "÷ 1,000-view tree"])
        table.printHeader()
        for shape in ["flat", "nested"] {
            let trees = sizes.map { shape == "flat" ? flat($0) : nested($0) }
            var flip = false
            let bodies = trees.map { tree -> () -> Void in
                {
                    flip.toggle()
                    layOut(tree.root, rightToLeft: flip)
                }
            }
            let timings = Interleaved.measure(minRounds: 5, maxRounds: 5, budget: 0, bodies)
            for (index, tree) in trees.enumerated() {
                table.printRow([
                    shape, "\(tree.count)", format(timings[index], scale: 1e6, 1),
                    format(timings[index].median / 1e3 / Double(tree.count), 2),
                    format(Interleaved.medianRatio(timings[index], over: timings[0]), 1),
                ])
            }
        }
        print("(one pass: new traits, alternately right-to-left and left-to-right, height that fits at 390 points,")
        print(" layoutIfNeeded; text layouts as the engine caches them; 5 interleaved rounds after a warm-up, \(Clock.name))")
    }

    /// One pass over the whole tree.
    @MainActor static func layOut(_ root: UIView, rightToLeft: Bool) {
        root.overrideTraitCollection = ListTraitCollection(
            environment: ListEnvironment(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
        let size = root.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        root.frame = CGRect(origin: .zero, size: size)
        root.layoutIfNeeded()
    }

    @MainActor static func label(_ index: Int) -> UILabel {
        let label = UILabel()
        label.text = "Label \(index)"
        label.numberOfLines = index.isMultiple(of: 3) ? 0 : 1
        return label
    }

    /// A column of rows of 10 labels: about `views` views.
    @MainActor static func flat(_ views: Int) -> (root: UIView, count: Int) {
        let root = UIStackView()
        root.axis = .vertical
        var count = 1
        while count + 11 <= views {
            let row = UIStackView(arrangedSubviews: (0..<10).map { label(count + $0) })
            row.spacing = 4
            row.distribution = .fillEqually
            root.addArrangedSubview(row)
            count += 11
        }
        return (root, count)
    }

    /// A column of chains 60 stacks deep, a label at each level: about `views` views.
    @MainActor static func nested(_ views: Int) -> (root: UIView, count: Int) {
        let root = UIStackView()
        root.axis = .vertical
        var count = 1
        while count + 120 <= views {
            var parent = root
            for level in 0..<60 {
                let stack = UIStackView(arrangedSubviews: [label(count)])
                stack.axis = level.isMultiple(of: 2) ? .horizontal : .vertical
                stack.alignment = level.isMultiple(of: 3) ? .center : .fill
                stack.spacing = 2
                parent.addArrangedSubview(stack)
                parent = stack
                count += 2
            }
        }
        return (root, count)
    }
}
