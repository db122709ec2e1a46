import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// UIKit's `traitCollectionDidChange(_:)`: a view is told when its trait collection changes — by its own override,
/// an ancestor's, or a move to a superview with other traits — once per change, before its subviews, and never
/// when the traits stay the same.
@MainActor
@Suite struct TraitChangeTests {
    /// A view that notes each call, in a log shared by a tree.
    final class Recorder: UIView {
        final class Log { var calls: [(view: Recorder, previous: ListTraitCollection?)] = [] }
        let log: Log
        let name: String
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.calls.append((self, previousTraitCollection))
        }
    }

    final class Screen: UIViewController {
        var calls: [ListTraitCollection?] = []
        let log = Recorder.Log()
        override func loadView() { view = Recorder("root", log: log) }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            calls.append(previousTraitCollection)
            log.calls.append((view as! Recorder, nil))  // marks when the screen was told, among its view's calls
        }
    }

    static let ax5 = ListTraitCollection(
        environment: ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    static let dark = ListTraitCollection(environment: ListEnvironment(theme: .dark))
    static let rtl = ListTraitCollection(environment: ListEnvironment(layoutDirection: .rightToLeft))

    @Test func test_whenAnOverrideChangesTheTraits_thatTheViewAndItsInheritingSubviewsAreTold_parentsFirst() {
        let log = Recorder.Log()
        let root = Recorder("root", log: log), a = Recorder("a", log: log), b = Recorder("b", log: log)
        let c = Recorder("c", log: log)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(c)
        b.overrideTraitCollection = Self.dark
        log.calls.removeAll()
        root.overrideTraitCollection = Self.ax5
        #expect(log.calls.map(\.view.name) == ["root", "a", "c"])
        #expect(log.calls.allSatisfy { $0.previous == ListTraitCollection() })
        #expect(c.traitCollection == Self.ax5 && b.traitCollection == Self.dark)
        log.calls.removeAll()
        root.overrideTraitCollection = Self.ax5
        #expect(log.calls.isEmpty, "the same traits again are no change")
        b.overrideTraitCollection = nil
        #expect(log.calls.map(\.view.name) == ["b"])
        #expect(log.calls.first?.previous == Self.dark)
    }

    @Test func test_whenAViewMovesToASuperviewWithOtherTraits_thatItIsToldOnce_andNotForTheSameTraits() {
        let log = Recorder.Log()
        let host = UIView(), sameHost = UIView(), otherHost = UIView()
        host.overrideTraitCollection = Self.dark
        sameHost.overrideTraitCollection = Self.dark
        otherHost.overrideTraitCollection = Self.rtl
        let view = Recorder("view", log: log), child = Recorder("child", log: log)
        view.addSubview(child)
        #expect(log.calls.isEmpty)
        host.addSubview(view)
        #expect(log.calls.map(\.view.name) == ["view", "child"])
        #expect(log.calls.allSatisfy { $0.previous == ListTraitCollection() })
        log.calls.removeAll()
        sameHost.addSubview(view)
        #expect(log.calls.isEmpty, "a move between superviews of the same traits")
        otherHost.insertSubview(view, at: 0)
        #expect(log.calls.map(\.view.name) == ["view", "child"], "one change for a move, not a removal and an add")
        #expect(log.calls.allSatisfy { $0.previous == Self.dark })
        log.calls.removeAll()
        view.removeFromSuperview()
        #expect(log.calls.map(\.view.name) == ["view", "child"])
        #expect(log.calls.allSatisfy { $0.previous == Self.rtl })
        #expect(view.traitCollection == ListTraitCollection())
    }

    @Test func test_whenAViewIsShownInAnEnvironment_thatItIsToldOnTheWayIn_andOnTheWayOut() {
        let log = Recorder.Log()
        let view = Recorder("view", log: log)
        let environment = ListEnvironment(contentSizeCategory: .accessibilityMedium, layoutDirection: .rightToLeft)
        let inside = view.withEnvironment(environment) { log.calls.map(\.previous) }
        #expect(inside == [ListTraitCollection()])
        #expect(log.calls.count == 2)
        #expect(log.calls.last?.previous?.environment == environment)
    }

    @Test func test_whenAScreensViewChangesTraits_thatTheScreenIsToldBeforeItsView() {
        let screen = Screen()
        screen.view.overrideTraitCollection = Self.dark
        #expect(screen.calls == [ListTraitCollection()])
        #expect(screen.log.calls.map { $0.previous == nil } == [true, false], "the screen, then its view")
        #expect(Self.dark.hasDifferentColorAppearance(comparedTo: screen.calls[0]))
        #expect(!Self.ax5.hasDifferentColorAppearance(comparedTo: nil))
    }

    /// Seeded: random trees of up to 14 views, each changed 40 times at random — an override set (four traits or
    /// none), a view moved under another, a view removed. After each change, exactly the views whose traits
    /// changed were told, once each, with their traits before the change, and every view before its subviews.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func test_whenATreeChangesAtRandom_thatExactlyTheViewsWhoseTraitsChangedAreTold(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let log = Recorder.Log()
        let count = Int.random(in: 2...14, using: &random)
        let views = (0..<count).map { Recorder("v\($0)", log: log) }
        for index in 1..<count { views[Int.random(in: 0..<index, using: &random)].addSubview(views[index]) }
        let choices: [ListTraitCollection?] = [nil, Self.ax5, Self.dark, Self.rtl, ListTraitCollection()]
        for step in 0..<40 {
            let before = views.map(\.traitCollection)
            log.calls.removeAll()
            let view = views.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: view.overrideTraitCollection = choices.randomElement(using: &random)!
            case 1:
                let parents = views.filter { !$0.isDescendant(of: view) }
                if let parent = parents.randomElement(using: &random) { parent.addSubview(view) }
            default: view.removeFromSuperview()
            }
            for (index, view) in views.enumerated() {
                let calls = log.calls.filter { $0.view === view }
                if view.traitCollection == before[index] {
                    #expect(calls.isEmpty, "seed \(seed) step \(step): \(view.name) told without a change")
                } else {
                    #expect(calls.count == 1, "seed \(seed) step \(step): \(view.name) told \(calls.count) times")
                    #expect(calls.first?.previous == before[index], "seed \(seed) step \(step): \(view.name)")
                }
            }
            let order = log.calls.map(\.view)
            for (position, view) in order.enumerated() {
                if let parent = view.superview as? Recorder, let parentPosition = order.firstIndex(where: { $0 === parent }) {
                    #expect(parentPosition < position, "seed \(seed) step \(step): \(view.name) before its superview")
                }
            }
        }
    }
}
