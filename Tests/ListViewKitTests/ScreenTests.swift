import Foundation
import ListCore
import ListViewKit
import Testing

/// `UIScreen.main` as cell code reads it: settable bounds, and a scale shared with image lookup.
@MainActor
@Suite(.serialized) struct ScreenTests {
    @Test func test_whenCellCodeReadsTheScreen_thatItGetsTheSetBoundsAndTheImageScale() {
        let screen = UIScreen.main
        let saved = screen.bounds
        defer { screen.bounds = saved }
        #expect(saved == CGRect(x: 0, y: 0, width: 393, height: 852))
        // The scale is the image lookup's (not changed here: other suites load images in parallel).
        #expect(screen.scale == ListViewImage.preferredScale && screen.scale == 2 && screen.nativeScale == 2)
        screen.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
        #expect(UIScreen.main.bounds.width - 32 == 343)
        let dark = ListTraitCollection(environment: ListEnvironment(theme: .dark))
        #expect(dark.performAsCurrent { UIScreen.main.traitCollection.userInterfaceStyle } == .dark)
    }
}
