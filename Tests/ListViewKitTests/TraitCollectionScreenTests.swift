import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// The screen's traits (size classes, idiom, display scale) as cell code reads them: derived from the screen's size
/// by Apple's size-class table, inherited down a tree, kept by `withEnvironment`, and announced by
/// `traitCollectionDidChange`. None of these tests changes `UIScreen.main` (other suites read it in parallel).
@MainActor
struct TraitCollectionScreenTests {
    /// A screen size and the classes UIKit gives a full-screen window of it.
    struct Screen: CustomTestStringConvertible, Sendable {
        let name: String
        let width: CGFloat
        let height: CGFloat
        let horizontal: ListUserInterfaceSizeClass
        let vertical: ListUserInterfaceSizeClass
        let idiom: ListUserInterfaceIdiom
        var testDescription: String { "\(name) \(Int(width))×\(Int(height))" }
    }

    /// Apple's size-class table: every current iPhone and iPad in both orientations, older phones whose landscape
    /// width differs (the 8 Plus, the X) and iPad split views on both sides of the regular width.
    nonisolated static let table: [Screen] = [
        Screen(name: "iPhone SE", width: 375, height: 667, horizontal: .compact, vertical: .regular, idiom: .phone),
        Screen(name: "iPhone SE landscape", width: 667, height: 375, horizontal: .compact, vertical: .compact, idiom: .phone),
        Screen(name: "iPhone 16", width: 393, height: 852, horizontal: .compact, vertical: .regular, idiom: .phone),
        Screen(name: "iPhone 16 landscape", width: 852, height: 393, horizontal: .compact, vertical: .compact, idiom: .phone),
        Screen(name: "iPhone 16 Pro landscape", width: 874, height: 402, horizontal: .compact, vertical: .compact, idiom: .phone),
        Screen(name: "iPhone 16 Plus", width: 430, height: 932, horizontal: .compact, vertical: .regular, idiom: .phone),
        Screen(name: "iPhone 16 Plus landscape", width: 932, height: 430, horizontal: .regular, vertical: .compact, idiom: .phone),
        Screen(name: "iPhone 16 Pro Max landscape", width: 956, height: 440, horizontal: .regular, vertical: .compact, idiom: .phone),
        Screen(name: "iPhone 8 Plus landscape", width: 736, height: 414, horizontal: .regular, vertical: .compact, idiom: .phone),
        Screen(name: "iPhone X landscape", width: 812, height: 375, horizontal: .compact, vertical: .compact, idiom: .phone),
        Screen(name: "iPad mini", width: 744, height: 1133, horizontal: .regular, vertical: .regular, idiom: .pad),
        Screen(name: "iPad landscape", width: 1180, height: 820, horizontal: .regular, vertical: .regular, idiom: .pad),
        Screen(name: "iPad Pro 13\"", width: 1032, height: 1376, horizontal: .regular, vertical: .regular, idiom: .pad),
        Screen(name: "iPad slide over", width: 320, height: 1024, horizontal: .compact, vertical: .regular, idiom: .pad),
        Screen(name: "iPad split 1/2 landscape", width: 507, height: 768, horizontal: .compact, vertical: .regular, idiom: .pad),
        Screen(name: "iPad Pro split portrait left", width: 639, height: 1366, horizontal: .compact, vertical: .regular, idiom: .pad),
        Screen(name: "iPad Pro split 1/2 landscape", width: 678, height: 1024, horizontal: .regular, vertical: .regular, idiom: .pad),
        Screen(name: "iPad split 2/3 landscape", width: 694, height: 768, horizontal: .regular, vertical: .regular, idiom: .pad),
    ]

    @Test(arguments: table)
    func test_whenAScreenHasAppleSize_thatItsTraitsAreTheTableClasses(_ screen: Screen) {
        let traits = ListTraitCollection(screenSize: CGSize(width: screen.width, height: screen.height), displayScale: 3)
        #expect(traits.horizontalSizeClass == screen.horizontal)
        #expect(traits.verticalSizeClass == screen.vertical)
        #expect(traits.userInterfaceIdiom == screen.idiom)
        #expect(traits.displayScale == 3)
        #expect(ListDevice(screenSize: CGSize(width: screen.width, height: screen.height)).userInterfaceIdiom == screen.idiom)
    }

    @Test func test_whenTheScreenIsEmptyOrNotFinite_thatNothingIsSpecified() {
        for size in [CGSize.zero, CGSize(width: 390, height: 0), CGSize(width: CGFloat.nan, height: 844),
                     CGSize(width: 390, height: CGFloat.infinity), CGSize(width: -390, height: 844)] {
            let traits = ListTraitCollection(screenSize: size, displayScale: CGFloat.nan)
            #expect(traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified)
            #expect(traits.userInterfaceIdiom == .unspecified && traits.displayScale == 0)
        }
    }

    @Test func test_whenTraitsAreMadeWithoutAScreen_thatTheyAreThoseOfUIScreenMain() {
        let environment = ListEnvironment(contentSizeCategory: .extraLarge)
        let traits = ListTraitCollection(environment: environment)
        let screen = ListTraitCollection(
            environment: environment, screenSize: UIScreen.main.bounds.size, displayScale: UIScreen.main.scale)
        #expect(traits == screen)
        // UIKit's one-trait initialisers change that trait only.
        #expect(ListTraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
        #expect(ListTraitCollection(horizontalSizeClass: .regular).verticalSizeClass == screen.verticalSizeClass)
        #expect(ListTraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(ListTraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(ListTraitCollection(displayScale: 3).displayScale == 3)
        #expect(ListTraitCollection(displayScale: 3) != ListTraitCollection(displayScale: 2))
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == screen.horizontalSizeClass)
    }

    @Test func test_whenTheDeviceIsAsked_thatItDescribesItsScreen() {
        let phone = ListDevice(screenSize: CGSize(width: 393, height: 852))
        #expect(phone.userInterfaceIdiom == .phone && phone.model == "iPhone" && phone.systemName == "iOS")
        #expect(phone.orientation == .portrait && phone.orientation.isPortrait && !phone.isMultitaskingSupported)
        let turned = ListDevice(screenSize: CGSize(width: 852, height: 393))
        #expect(turned.orientation == .landscapeLeft && turned.orientation.isLandscape)
        #expect(turned.orientation.isValidInterfaceOrientation && !turned.orientation.isFlat)
        let pad = ListDevice(screenSize: CGSize(width: 820, height: 1180))
        #expect(pad.userInterfaceIdiom == .pad && pad.model == "iPad" && pad.systemName == "iPadOS")
        #expect(pad.isMultitaskingSupported && pad.localizedModel == "iPad" && pad.name == "iPad")
        // The process's device is the one of UIScreen.main (an iPhone 16 unless a test or sample sets it).
        let main = ListDevice(screenSize: UIScreen.main.bounds.size)
        #expect(UIDevice.current.userInterfaceIdiom == main.userInterfaceIdiom)
        #expect(UIDevice.current.orientation == main.orientation && UIDevice.current.systemVersion == "18.0")
    }

    @Test func test_whenATaskShowsAScreen_thatUIScreenUIDeviceAndNewTraitsDescribeIt_andOnlyForThatTask() {
        let outside = UIScreen.main.bounds
        ListScreen.withScreen(size: CGSize(width: 820, height: 1180), scale: 2) {
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 820, height: 1180) && UIScreen.main.scale == 2)
            #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad")
            let traits = ListTraitCollection()
            #expect(traits.horizontalSizeClass == .regular && traits.userInterfaceIdiom == .pad && traits.displayScale == 2)
            #expect(UIScreen.main.traitCollection.horizontalSizeClass == .regular)
        }
        #expect(UIScreen.main.bounds == outside && UIDevice.current.userInterfaceIdiom == .phone)
        // A scale or size no screen has keeps the process's, never NaN, infinity or zero.
        for (size, scale) in [(CGSize(width: 820, height: 1180), CGFloat.nan), (CGSize(width: 820, height: 1180), 0),
                              (CGSize(width: 820, height: 1180), -2), (CGSize(width: CGFloat.nan, height: 1180), 2),
                              (CGSize(width: -1, height: CGFloat.infinity), 2)] {
            ListScreen.withScreen(size: size, scale: scale) {
                #expect(UIScreen.main.scale.isFinite && UIScreen.main.scale > 0, "\(size) \(scale)")
                #expect(UIScreen.main.bounds.width.isFinite && UIScreen.main.bounds.height.isFinite, "\(size) \(scale)")
                if size.width.isFinite && size.width >= 0 && size.height.isFinite { #expect(UIScreen.main.bounds.size == size) }
                if !(size.width.isFinite && size.height.isFinite && size.width >= 0) { #expect(UIScreen.main.bounds == outside) }
            }
        }
        // Another task (a test running beside it) keeps the process's screen.
        final class Seen: @unchecked Sendable { var idiom: ListUserInterfaceIdiom? }
        let seen = Seen()
        let done = DispatchSemaphore(value: 0)
        ListScreen.withScreen(size: CGSize(width: 820, height: 1180), scale: 2) {
            Task.detached {
                seen.idiom = ListTraitCollection().userInterfaceIdiom
                done.signal()
            }
            done.wait()
        }
        #expect(seen.idiom == .phone)
    }

    /// A cell as apps write it: wider margins and two columns in a regular width, its hairline one pixel thick.
    final class AdaptiveCell: UIView {
        let title = UILabel()
        let detail = UILabel()
        let hairline = UIView()
        var seenTraits: [ListTraitCollection] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Title"
            detail.text = "Detail"
            [title, detail, hairline].forEach(addSubview)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            seenTraits.append(traitCollection)
            let regular = traitCollection.horizontalSizeClass == .regular
            let margin: CGFloat = regular ? 20 : 16
            let column = regular ? (bounds.width - 3 * margin) / 2 : bounds.width - 2 * margin
            title.frame = CGRect(x: margin, y: 8, width: column, height: 20)
            detail.frame = regular
                ? CGRect(x: 2 * margin + column, y: 8, width: column, height: 20)
                : CGRect(x: margin, y: 32, width: column, height: 20)
            let scale = max(1, traitCollection.displayScale)
            hairline.frame = CGRect(x: margin, y: bounds.height - 1 / scale, width: bounds.width - margin, height: 1 / scale)
        }
    }

    @Test func test_whenACellLaysOutBySizeClass_thatItsFramesFollowTheScreen() {
        let cell = AdaptiveCell(frame: CGRect(x: 0, y: 0, width: 400, height: 60))
        cell.overrideTraitCollection = ListTraitCollection(screenSize: CGSize(width: 393, height: 852), displayScale: 3)
        cell.layoutIfNeeded()
        #expect(cell.title.frame == CGRect(x: 16, y: 8, width: 368, height: 20))
        #expect(cell.detail.frame == CGRect(x: 16, y: 32, width: 368, height: 20))
        #expect(cell.hairline.frame == CGRect(x: 16, y: 60 - 1.0 / 3, width: 384, height: 1.0 / 3))
        cell.overrideTraitCollection = ListTraitCollection(screenSize: CGSize(width: 820, height: 1180), displayScale: 2)
        cell.layoutIfNeeded()
        #expect(cell.title.frame == CGRect(x: 20, y: 8, width: 170, height: 20))
        #expect(cell.detail.frame == CGRect(x: 210, y: 8, width: 170, height: 20))
        #expect(cell.hairline.frame == CGRect(x: 20, y: 59.5, width: 380, height: 0.5))
    }

    /// Records the trait changes UIKit announces.
    final class TraitRecorder: UIView {
        var changes: [(previous: ListTraitCollection?, now: ListTraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: ListTraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection, traitCollection))
        }
    }

    /// Random screens, environments and scales: every view of a tree sees its root's screen traits, an environment
    /// shown over the tree keeps them, and a change of size class alone is announced with the previous traits.
    @Test(arguments: [0x5C2E_01, 0x5C2E_02, 0x5C2E_03, 0x5C2E_04] as [UInt64])
    func test_whenRandomScreensAndEnvironments_thatEveryViewSeesTheRootScreenTraits(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let size = CGSize(
                width: CGFloat(Int.random(in: 280...1400, using: &random)),
                height: CGFloat(Int.random(in: 280...1400, using: &random)))
            let scale = CGFloat([1, 2, 3].randomElement(using: &random)!)
            let environment = ListEnvironment.random(using: &random)
            let traits = ListTraitCollection(environment: environment, screenSize: size, displayScale: scale)
            // The rule's invariants (Apple's table is checked above).
            #expect((traits.verticalSizeClass == .compact) == (size.height < 480))
            #expect(traits.userInterfaceIdiom == (min(size.width, size.height) >= 500 || max(size.width, size.height) >= 1000 ? .pad : .phone))
            if traits.verticalSizeClass == .regular { #expect((traits.horizontalSizeClass == .regular) == (size.width >= 678)) }

            let root = UIView(frame: CGRect(origin: .zero, size: CGSize(width: 320, height: 200)))
            let stack = UIStackView()
            let leaf = TraitRecorder()
            let label = UILabel()
            stack.addArrangedSubview(leaf)
            stack.addArrangedSubview(label)
            root.addSubview(stack)
            root.overrideTraitCollection = traits
            for view in [root, stack, leaf, label] as [UIView] {
                #expect(view.traitCollection == traits)
            }
            let shown = ListEnvironment.random(using: &random)
            root.withEnvironment(shown) {
                for view in [root, stack, leaf, label] as [UIView] {
                    #expect(view.traitCollection.environment == shown)
                    #expect(view.traitCollection.horizontalSizeClass == traits.horizontalSizeClass)
                    #expect(view.traitCollection.verticalSizeClass == traits.verticalSizeClass)
                    #expect(view.traitCollection.userInterfaceIdiom == traits.userInterfaceIdiom)
                    #expect(view.traitCollection.displayScale == scale)
                }
            }
            #expect(leaf.traitCollection == traits)
            leaf.changes.removeAll()
            var turned = traits
            turned.horizontalSizeClass = traits.horizontalSizeClass == .regular ? .compact : .regular
            root.overrideTraitCollection = turned
            root.layoutIfNeeded()
            #expect(leaf.changes.count == 1)
            #expect(leaf.changes.first?.previous?.horizontalSizeClass == traits.horizontalSizeClass)
            #expect(leaf.changes.first?.now.horizontalSizeClass == turned.horizontalSizeClass)
        }
    }
}
