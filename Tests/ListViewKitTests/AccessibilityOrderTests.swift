import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// VoiceOver's reading order over a view tree (docs/ACCESSIBILITY.md): rows top to bottom, leading to trailing in a
/// row, containers and groups read together, modal views, skipped views, and hostile trees.
@MainActor
@Suite struct AccessibilityOrderTests {
    func element(_ label: String, _ frame: CGRect, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        parent.addSubview(view)
        return view
    }

    func labels(_ view: UIView) -> [String] { view.accessibilityHierarchy().elements.map { $0.label ?? "" } }

    @Test func test_whenTopsAreLessThan8PointsApart_thatTheyAreOneRowReadFromTheLeadingEdge() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        _ = element("below", CGRect(x: 0, y: 40, width: 100, height: 20), in: root)
        _ = element("right", CGRect(x: 200, y: 10, width: 100, height: 20), in: root)
        _ = element("left, 7 points lower", CGRect(x: 0, y: 17, width: 100, height: 20), in: root)
        _ = element("8 points lower", CGRect(x: 0, y: 48, width: 20, height: 20), in: root)
        #expect(labels(root) == ["left, 7 points lower", "right", "below", "8 points lower"])
        root.semanticContentAttribute = .forceRightToLeft
        #expect(labels(root) == ["right", "left, 7 points lower", "below", "8 points lower"])
    }

    @Test func test_whenAContainerListsAccessibilityElements_thatTheyAreReadInThatOrderAndTogether() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.addSubview(card)
        let top = element("top", CGRect(x: 0, y: 0, width: 100, height: 20), in: card)
        let bottom = element("bottom", CGRect(x: 0, y: 60, width: 100, height: 20), in: card)
        let summary = UIAccessibilityElement(accessibilityContainer: card)
        summary.accessibilityLabel = "summary"
        summary.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 80, width: 320, height: 20)
        _ = element("beside the card", CGRect(x: 200, y: 30, width: 100, height: 20), in: root)
        card.accessibilityElements = [bottom, summary, top, "not an element", bottom]
        // The card is placed by the union of its elements (y 0) and read in its own order, each element once.
        #expect(labels(root) == ["bottom", "summary", "top", "beside the card"])
        #expect(root.accessibilityHierarchy().elements[1].frame == CGRect(x: 0, y: 80, width: 320, height: 20))
        #expect(root.accessibilityHierarchy().elements[1].kind == "element")
    }

    @Test func test_whenAViewGroupsItsChildren_thatTheyAreReadTogetherInPositionOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        root.addSubview(left)
        _ = element("left 2", CGRect(x: 0, y: 100, width: 100, height: 20), in: left)
        _ = element("left 1", CGRect(x: 0, y: 0, width: 100, height: 20), in: left)
        _ = element("right 1", CGRect(x: 200, y: 50, width: 100, height: 20), in: root)
        #expect(labels(root) == ["left 1", "right 1", "left 2"])
        left.shouldGroupAccessibilityChildren = true
        #expect(labels(root) == ["left 1", "left 2", "right 1"])
    }

    @Test func test_whenASubviewIsModal_thatOnlyTheLastModalSubviewIsRead() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        _ = element("behind", CGRect(x: 0, y: 0, width: 100, height: 20), in: root)
        let first = UIView(frame: root.bounds)
        let sheet = UIView(frame: root.bounds)
        root.addSubview(first)
        root.addSubview(sheet)
        first.accessibilityViewIsModal = true
        sheet.accessibilityViewIsModal = true
        _ = element("first modal", CGRect(x: 0, y: 50, width: 100, height: 20), in: first)
        _ = element("sheet", CGRect(x: 0, y: 100, width: 100, height: 20), in: sheet)
        #expect(labels(root) == ["sheet"])
    }

    @Test func test_whenViewsAreHiddenTransparentEmptyOrHiddenFromAccessibility_thatTheyAreSkipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        element("hidden", CGRect(x: 0, y: 0, width: 10, height: 10), in: root).isHidden = true
        element("transparent", CGRect(x: 0, y: 20, width: 10, height: 10), in: root).alpha = 0
        _ = element("no size", CGRect(x: 0, y: 40, width: 0, height: 0), in: root)
        let hiddenTree = UIView(frame: root.bounds)
        root.addSubview(hiddenTree)
        hiddenTree.accessibilityElementsHidden = true
        _ = element("in a hidden subtree", CGRect(x: 0, y: 60, width: 10, height: 10), in: hiddenTree)
        _ = element("shown", CGRect(x: 0, y: 80, width: 10, height: 10), in: root)
        #expect(labels(root) == ["shown"])
    }

    @Test func test_whenAnElementIsAlsoAContainer_thatItsSubviewsAreNotRead() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let cell = element("Ana, 5 hours ago", CGRect(x: 0, y: 0, width: 320, height: 48), in: root)
        let name = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        name.text = "Ana"
        cell.addSubview(name)
        #expect(labels(root) == ["Ana, 5 hours ago"])
    }

    @Test func test_whenAccessibilityElementsFormACycle_thatEachObjectIsReadOnce_andTheWalkEnds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let a = UIView(frame: root.bounds), b = UIView(frame: root.bounds)
        root.addSubview(a)
        a.addSubview(b)
        let leaf = element("leaf", CGRect(x: 0, y: 0, width: 10, height: 10), in: b)
        a.accessibilityElements = [b, root, a, leaf]
        b.accessibilityElements = [a, root, b, leaf]
        let element = UIAccessibilityElement(accessibilityContainer: b)
        element.isAccessibilityElement = false
        element.accessibilityElements = [element, root, leaf]
        root.accessibilityElements = [element, a]
        #expect(labels(root) == ["leaf"])
    }

    @Test func test_whenTextsAreHostile_thatTheReadingIsBoundedAndEscaped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let long = element(String(repeating: "a", count: 100_000), CGRect(x: 0, y: 0, width: 10, height: 10), in: root)
        long.accessibilityHint = "bell\u{7}\nnext line\u{0}"
        let nan = element("nan", CGRect(x: 0, y: 20, width: 10, height: 10), in: root)
        nan.accessibilityFrame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        let infinite = UIAccessibilityElement(accessibilityContainer: root)
        infinite.accessibilityLabel = "infinite"
        infinite.accessibilityFrame = CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10)
        let holder = UIView(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
        root.addSubview(holder)
        holder.accessibilityElements = [infinite]
        let elements = root.accessibilityHierarchy().elements
        #expect(elements.count == 1)
        #expect(elements[0].label == String(repeating: "a", count: 1_000) + "…")
        #expect(elements[0].hint == "bell\\u{7}\\u{A}next line\\u{0}")
    }

    @Test func test_whenATreeIsMirroredRightToLeft_thatTheReadingOrderIsTheSame_forSeededRandomTrees() {
        for seed in UInt64(1)...60 {
            var rng = SplitMix64(seed: seed)
            let width = CGFloat(Int.random(in: 200...500, using: &rng))
            let categories = ListContentSizeCategory.allCases
            let environment = ListEnvironment(
                theme: Bool.random(using: &rng) ? .dark : .light,
                contentSizeCategory: categories[Int.random(in: 0..<categories.count, using: &rng)])
            let ltr = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
            let rtl = UIView(frame: ltr.frame)
            ltr.overrideTraitCollection = ListTraitCollection(environment: environment)
            var rtlEnvironment = environment
            rtlEnvironment.layoutDirection = .rightToLeft
            rtl.overrideTraitCollection = ListTraitCollection(environment: rtlEnvironment)
            addRandomChildren(to: ltr, mirror: rtl, depth: 0, rng: &rng)
            let forward = ltr.accessibilityHierarchy().elements
            let mirrored = rtl.accessibilityHierarchy().elements
            #expect(forward.map(\.label) == mirrored.map(\.label), "seed \(seed)")
            #expect(forward.map { CGRect(x: width - $0.frame.maxX, y: $0.frame.minY, width: $0.frame.width,
                                         height: $0.frame.height) } == mirrored.map(\.frame), "seed \(seed)")
            #expect(!forward.isEmpty, "seed \(seed)")
        }
    }

    /// Adds the same random children to `view` and, mirrored in its width, to `mirror` (whole-point frames, so the
    /// mirror is exact); some are elements, some group their children, some list them in a custom order.
    private func addRandomChildren(to view: UIView, mirror: UIView, depth: Int, rng: inout SplitMix64) {
        for index in 0..<Int.random(in: 1...4, using: &rng) {
            let width = CGFloat(Int.random(in: 1...max(1, Int(view.bounds.width)), using: &rng))
            let height = CGFloat(Int.random(in: 1...max(1, Int(view.bounds.height)), using: &rng))
            let x = CGFloat(Int.random(in: 0...Int(view.bounds.width - width), using: &rng))
            let y = CGFloat(Int.random(in: 0...Int(view.bounds.height - height), using: &rng))
            let child = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
            let twin = UIView(frame: CGRect(x: view.bounds.width - x - width, y: y, width: width, height: height))
            view.addSubview(child)
            mirror.addSubview(twin)
            let label = "\(depth).\(index).\(Int.random(in: 0..<1000, using: &rng))"
            if depth == 2 || Int.random(in: 0..<3, using: &rng) == 0 {
                for view in [child, twin] {
                    view.isAccessibilityElement = true
                    view.accessibilityLabel = label
                }
            } else {
                let group = Bool.random(using: &rng)
                child.shouldGroupAccessibilityChildren = group
                twin.shouldGroupAccessibilityChildren = group
                addRandomChildren(to: child, mirror: twin, depth: depth + 1, rng: &rng)
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    child.accessibilityElements = Array(child.subviews.reversed())
                    twin.accessibilityElements = Array(twin.subviews.reversed())
                }
            }
        }
    }
}
