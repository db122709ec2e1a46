import Foundation
import ListCore
import ListRenderKit
import ListSpecKit
import ListViewKit

/// Compares the render of a whole screen — a view controller's view on a device's screen with the status bar, the
/// home indicator, a navigation controller's navigation bar and a tab bar controller's tab bar
/// (``ListSnapshot/image(of:size:chrome:showsChrome:scale:theme:environment:overlays:)-(ListViewController,_,_,_,_,_,_,_)``)
/// — with the golden of a test, in an environment and in each of a list of variants, as
/// ``assertListSnapshot(of:named:size:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)-(ListView,_,_,_,_,_,_,_,_,_,_,_)``
/// does for one view. The chrome is on by default (`showsChrome: false` draws the screen without it, with no safe
/// area); `assertListSnapshot(of: viewController.view)` keeps drawing the bare view.
///
/// ```swift
/// @Test @MainActor func feedScreen() throws {
///     let navigation = UINavigationController(rootViewController: FeedViewController())
///     try assertListSnapshot(of: navigation, size: CGSize(width: 393, height: 852),
///                            variants: ListSpecVariant.matrix(themes: [.light, .dark]))
/// }
/// ```
///
/// - Parameters:
///   - viewController: the screen's root view controller.
///   - name: tells several snapshots of one test apart.
///   - size: the screen's size (default: `UIScreen.main.bounds`' size).
///   - chrome: the device's chrome (default: the device of that size).
///   - showsChrome: whether to draw the status bar, the home indicator and the safe areas.
///   - scale: pixels per point.
///   - theme: the colours of quick content (default: those of each environment's theme).
///   - environment: the environment (default: the view controller's trait collection).
///   - variants: further environments, each with its golden.
///   - tolerance: how different the image may be.
///   - record: the record mode.
///   - artifacts: the artifacts folder.
/// - Throws: ``ListSnapshotFailure`` when an image differs beyond `tolerance` or a golden is missing in CI;
///   ``RenderError`` when the screen cannot be drawn.
@MainActor
public func assertListSnapshot(
    of viewController: ListViewController, named name: String? = nil, size: CGSize? = nil,
    chrome: ListDeviceChrome? = nil, showsChrome: Bool = true, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], tolerance: SnapshotTolerance? = nil,
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, file: String = #filePath, testName: String = #function
) throws {
    try ListSnapshotVariants.checkEnvironments(
        base: environment ?? viewController.traitCollection.environment, variants: variants, named: name,
        tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName
    ) { shown in
        try ListSnapshot.rendered(
            of: viewController, size: size, chrome: chrome, showsChrome: showsChrome, scale: scale, theme: theme,
            environment: shown)
    }
}

/// A whole screen checked as
/// ``assertListSnapshot(of:named:size:chrome:showsChrome:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)``
/// checks it, or with `accessibility: true` its accessibility snapshot (`<test>.accessibility.png`,
/// `<test>.accessibility+<variant>.png`; ``ListSnapshot/accessibilityImage(of:size:chrome:showsChrome:scale:theme:environment:)``):
/// the bars' elements and the content's in VoiceOver's order, listed in the sidecar's `"accessibility"` section, so
/// that a failure also says what VoiceOver reads differently.
///
/// ```swift
/// try assertListSnapshot(of: tabs, size: CGSize(width: 393, height: 852), accessibility: true)
/// ```
///
/// - Parameters:
///   - accessibility: whether to check the accessibility snapshot instead of the picture.
///   - others: as the overload without `accessibility`.
/// - Throws: as the overload without `accessibility`.
@MainActor
public func assertListSnapshot(
    of viewController: ListViewController, named name: String? = nil, size: CGSize? = nil,
    chrome: ListDeviceChrome? = nil, showsChrome: Bool = true, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], accessibility: Bool,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    try ListSnapshotVariants.checkEnvironments(
        base: environment ?? viewController.traitCollection.environment, variants: variants,
        named: accessibility ? (name.map { $0 + "." } ?? "") + "accessibility" : name,
        tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName
    ) { shown in
        try ListSnapshot.rendered(
            of: viewController, size: size, chrome: chrome, showsChrome: showsChrome, scale: scale, theme: theme,
            environment: shown, accessibility: accessibility)
    }
}
