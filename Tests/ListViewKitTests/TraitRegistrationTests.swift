import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// iOS 17's trait APIs as cells written for them use them: `registerForTraitChanges(_:handler:)` with a
/// `(self: Self, previous)` handler, `traitOverrides`, `modifyingTraits(_:)` and the trait subscript.
@MainActor
struct TraitRegistrationTests {
    /// A cell that turns its stack vertical at accessibility sizes, written as iOS 17 apps write it.
    final class AdaptiveCell: UIView {
        let stack = UIStackView()
        var calls: [(previous: ListContentSizeCategory, now: ListContentSizeCategory)] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(stack)
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, previous: UITraitCollection) in
                self.calls.append((previous.preferredContentSizeCategory, self.traitCollection.preferredContentSizeCategory))
                self.stack.axis = self.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
            }
        }

        required init?(coder: NSCoder) { nil }
    }

    static let base = ListTraitCollection(screenSize: CGSize(width: 393, height: 852), displayScale: 3)

    @Test func test_whenARegisteredTraitChanges_thatTheHandlerIsCalledWithThePreviousTraits_andNotForOtherTraits() {
        let root = UIView()
        root.overrideTraitCollection = Self.base
        let cell = AdaptiveCell()
        root.addSubview(cell)
        #expect(cell.calls.isEmpty)
        root.overrideTraitCollection = Self.base.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(cell.calls.isEmpty)
        root.overrideTraitCollection = Self.base.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
        #expect(cell.calls.count == 1 && cell.calls.first?.previous == .large && cell.calls.first?.now == .accessibilityLarge)
        #expect(cell.stack.axis == .vertical)
        // The same traits again: no call.
        root.overrideTraitCollection = Self.base.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
        #expect(cell.calls.count == 1)
        // Leaving a tree whose size differs from the current traits' is a change too.
        cell.removeFromSuperview()
        #expect(cell.calls.count == 2 && cell.calls.last?.now == ListTraitCollection.current.preferredContentSizeCategory)
        #expect(cell.stack.axis == .horizontal)
    }

    @Test func test_whenARegistrationIsRemoved_thatItsHandlerIsNotCalledAgain() {
        let view = UIView()
        view.overrideTraitCollection = Self.base
        var calls = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) {
            (_: UIView, _: UITraitCollection) in calls += 1
        }
        #expect(registration.traits.count == 2)
        view.overrideTraitCollection = Self.base.modifyingTraits { $0.horizontalSizeClass = .regular }
        view.overrideTraitCollection = Self.base.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(calls == 2)
        view.unregisterForTraitChanges(registration)
        view.overrideTraitCollection = Self.base
        #expect(calls == 2)
    }

    @Test func test_whenAViewOverridesSomeTraits_thatItsSubtreeHasThem_andInheritsTheRest() {
        let root = UIView()
        root.overrideTraitCollection = Self.base
        let card = UIView()
        let label = UILabel()
        root.addSubview(card)
        card.addSubview(label)
        var told: [String] = []
        label.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UILabel, _: UITraitCollection) in told.append("style") }
        card.traitOverrides.userInterfaceStyle = .dark
        #expect(told == ["style"])
        #expect(card.traitOverrides.contains(UITraitUserInterfaceStyle.self) && !card.traitOverrides.contains(UITraitLayoutDirection.self))
        #expect(label.traitCollection.userInterfaceStyle == .dark && root.traitCollection.userInterfaceStyle == .light)
        #expect(label.traitCollection[UITraitDisplayScale.self] == 3)
        // The root turning dark does not change the card's subtree: it is dark already.
        root.overrideTraitCollection = Self.base.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(told == ["style"])
        // Other traits still come down.
        root.overrideTraitCollection = Self.base.modifyingTraits { $0.layoutDirection = .rightToLeft }
        #expect(label.traitCollection.layoutDirection == .rightToLeft && label.traitCollection.userInterfaceStyle == .dark)
        card.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(label.traitCollection.userInterfaceStyle == .light && told == ["style", "style"])
        #expect(card.traitOverrides.isEmpty && card.traitOverrides.userInterfaceStyle == .light)
    }

    @Test func test_whenAScreenRegistersOrOverrides_thatItsViewAndControllerFollow() {
        final class Screen: UIViewController {
            var styles: [ListUserInterfaceStyle] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
                    self.styles.append(self.traitCollection.userInterfaceStyle)
                }
            }
        }
        let screen = Screen()
        screen.view.overrideTraitCollection = Self.base
        screen.traitOverrides.userInterfaceStyle = .dark
        #expect(screen.styles == [.dark] && screen.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.view.traitOverrides.userInterfaceStyle == .dark)
        let traits = ListTraitCollection { $0.horizontalSizeClass = .regular; $0[UITraitDisplayScale.self] = 2 }
        #expect(traits.horizontalSizeClass == .regular && traits.displayScale == 2)
    }

    /// An app's own trait, as iOS 17 apps define one.
    struct ContainedInSettingsTrait: UITraitDefinition {
        static let defaultValue = false
    }

    @Test func test_whenAnAppDefinesATrait_thatOverridesCarryItDown_andRegistrationsWatchIt() {
        let root = UIView()
        root.overrideTraitCollection = Self.base
        let section = UIView()
        let label = UILabel()
        root.addSubview(section)
        section.addSubview(label)
        var seen: [Bool] = []
        label.registerForTraitChanges([ContainedInSettingsTrait.self]) { (self: UILabel, _: UITraitCollection) in
            seen.append(self.traitCollection[ContainedInSettingsTrait.self])
        }
        #expect(label.traitCollection[ContainedInSettingsTrait.self] == false && ContainedInSettingsTrait.name == "ContainedInSettingsTrait")
        section.traitOverrides[ContainedInSettingsTrait.self] = true
        #expect(label.traitCollection[ContainedInSettingsTrait.self] && !root.traitCollection[ContainedInSettingsTrait.self])
        #expect(seen == [true])
        // Other traits changing do not call it; the same value again does not either.
        root.overrideTraitCollection = Self.base.modifyingTraits { $0.userInterfaceStyle = .dark }
        section.traitOverrides[ContainedInSettingsTrait.self] = true
        #expect(seen == [true])
        #expect(label.traitCollection != Self.base.modifyingTraits { $0.userInterfaceStyle = .dark })
        #expect(label.traitCollection == Self.base.modifyingTraits { $0.userInterfaceStyle = .dark; $0[ContainedInSettingsTrait.self] = true })
        section.traitOverrides.remove(ContainedInSettingsTrait.self)
        #expect(seen == [true, false] && !label.traitCollection[ContainedInSettingsTrait.self])
    }

    /// Random trees, overrides and changes against a model: every view's traits are its inherited ones with its
    /// overrides set, and a handler is called exactly when the trait it watches changed for its view.
    @Test(arguments: [0x7E6_01, 0x7E6_02, 0x7E6_03, 0x7E6_04] as [UInt64])
    func test_whenTreesChangeAtRandom_thatTraitsAndHandlersFollowTheModel(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let root = UIView()
        root.overrideTraitCollection = Self.base
        var views = [root]
        for _ in 0..<12 {
            let view = UIView()
            views.randomElement(using: &random)!.addSubview(view)
            views.append(view)
        }
        let watched: [ListTrait] = [UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self]
        var calls = [Int](repeating: 0, count: views.count)
        var watchedTrait: [ListTrait] = []
        for (index, view) in views.enumerated() {
            let trait = watched.randomElement(using: &random)!
            watchedTrait.append(trait)
            view.registerForTraitChanges([trait]) { (_: UIView, _: UITraitCollection) in calls[index] += 1 }
        }
        func value(_ trait: ListTrait, _ traits: ListTraitCollection) -> String {
            switch trait {
            case is ListTraitUserInterfaceStyle.Type: "\(traits.userInterfaceStyle)"
            case is ListTraitPreferredContentSizeCategory.Type: "\(traits.preferredContentSizeCategory)"
            default: "\(traits.layoutDirection)"
            }
        }
        for step in 0..<60 {
            let before = views.map(\.traitCollection)
            let view = views.randomElement(using: &random)!
            let environment = ListEnvironment.random(using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: view.traitOverrides.userInterfaceStyle = environment.theme
            case 1: view.traitOverrides.preferredContentSizeCategory = environment.contentSizeCategory
            case 2: view.traitOverrides.remove(watched.randomElement(using: &random)!)
            default: root.overrideTraitCollection = Self.base.modifyingTraits { $0.environment = environment }
            }
            let expectedCalls = calls.indices.map { index in
                value(watchedTrait[index], before[index]) != value(watchedTrait[index], views[index].traitCollection) ? 1 : 0
            }
            for index in views.indices {
                // The model: a view's traits are its superview's with its own overrides set.
                let inherited = views[index].superview?.traitCollection ?? root.overrideTraitCollection!
                let expected = index == 0 ? root.traitCollection : views[index].traitOverrides.applying(to: inherited)
                #expect(views[index].traitCollection == expected, "seed \(seed) step \(step) view \(index)")
            }
            #expect(calls == expectedCalls, "seed \(seed) step \(step)")
            calls = [Int](repeating: 0, count: views.count)
        }
    }
}

extension ListTraitOverrides {
    /// The model's reading of overrides: the system traits set on `traits` one by one.
    func applying(to traits: ListTraitCollection) -> ListTraitCollection {
        traits.modifyingTraits { result in
            if contains(ListTraitUserInterfaceStyle.self) { result.userInterfaceStyle = userInterfaceStyle }
            if contains(ListTraitPreferredContentSizeCategory.self) { result.preferredContentSizeCategory = preferredContentSizeCategory }
            if contains(ListTraitLayoutDirection.self) { result.layoutDirection = layoutDirection }
        }
    }
}
