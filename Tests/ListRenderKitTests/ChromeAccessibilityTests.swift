import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit
import Testing

/// A spec's chrome in what VoiceOver reads, as UIKit exposes it: the status bar's items, then the navigation bar
/// (back button with the previous title, title as a heading, bar buttons over their 44-point hit regions), the
/// list, then the tab bar's tabs ("Tab. 2 of 4."), mirrored right to left; the audit checks them like the list.
@Suite struct ChromeAccessibilityTests {
    static func spec(chrome: String, direction: String = "leftToRight") throws -> ListSpec {
        try ListSpec.parse(Data("""
            { "viewport": { "width": 393, "height": 852, "scale": 1 }, "chrome": \(chrome),
              "environment": { "layoutDirection": "\(direction)" },
              "sections": [ { "items": [ { "height": 44, "text": "Ana" }, { "height": 44, "text": "Ben" } ] } ] }
            """.utf8)).spec
    }

    static let chrome = """
        { "statusBar": { "style": "default" },
          "navigationBar": { "title": "Inbox", "backTitle": "Mailboxes",
                             "rightItems": [ { "systemName": "square.and.pencil", "accessibilityLabel": "Compose" } ] },
          "tabBar": { "items": [ { "title": "Inbox", "systemName": "tray", "badge": "3" },
                                 { "title": "Sent", "systemName": "paperplane" },
                                 { "title": "Settings", "systemName": "gear" },
                                 { "title": "Search", "systemName": "magnifyingglass" } ], "selectedIndex": 0 } }
        """

    static func hierarchy(_ spec: ListSpec) throws -> ListAccessibilityHierarchy {
        let prepared = SpecRenderer(fonts: try FontSet.bundled(), overlays: .none).prepare(spec)
        return prepared.accessibilityHierarchy(of: try prepared.still(overlays: .none).scene)
    }

    /// What UIKit's rules give, element by element, written out by hand.
    static let spoken = [
        "9:41 AM", "4 of 4 bars, signal strength", "3 of 3 Wi-Fi bars", "100% battery power",
        "Mailboxes. Back Button.", "Inbox. Heading.", "Compose. Button.",
        "Ana", "Ben",
        "Selected: Inbox: 3. Tab. 1 of 4.", "Sent. Tab. 2 of 4.", "Settings. Tab. 3 of 4.", "Search. Tab. 4 of 4.",
    ]
    static let sources = [
        "chrome/statusBar.time", "chrome/statusBar.signal", "chrome/statusBar.wifi", "chrome/statusBar.battery",
        "chrome/navigationBar.back", "chrome/navigationBar.title", "chrome/navigationBar.right.0",
        "cell 0·0", "cell 0·1",
        "chrome/tabBar.item.0", "chrome/tabBar.item.1", "chrome/tabBar.item.2", "chrome/tabBar.item.3",
    ]

    @Test func test_whenASpecHasChrome_thatVoiceOverReadsTheStatusBarTheNavigationBarTheListThenTheTabBar() throws {
        let elements = try Self.hierarchy(try Self.spec(chrome: Self.chrome)).elements
        #expect(elements.map(\.spoken) == Self.spoken)
        #expect(elements.map(\.source) == Self.sources)
        #expect(elements.map(\.traits.names) == [
            ["staticText"], [], [], [], ["button", "backButton"], ["header"], ["button"], [], [],
            ["button", "selected"], ["button"], ["button"], ["button"],
        ])
        #expect(elements.map(\.value) == [nil, nil, nil, nil, nil, nil, nil, nil, nil, "3", nil, nil, nil])
        #expect(elements[9].tab == .init(index: 1, count: 4) && elements[12].tab == .init(index: 4, count: 4))
        // The bar's buttons are read over their hit regions: the 44-point row below the status bar's 59-point safe
        // area, at least 44 points wide; the tabs over their slots, a quarter of the width each, 49 points tall.
        for bar in [elements[4], elements[6]] {
            #expect(bar.frame.minY == 59 && bar.frame.height == 44 && bar.frame.width >= 44, "\(bar.source)")
        }
        #expect(elements[6].frame.width == 44 && elements[6].frame.midX < 393 - 16)
        #expect(elements[9...].map(\.frame) == (0..<4).map {
            CGRect(x: 98.25 * Double($0), y: 769, width: 98.25, height: 49)
        })
    }

    @Test func test_whenTheLayoutIsRightToLeft_thatTheChromeReadsInTheSameOrderFromTheMirroredEdge() throws {
        let ltr = try Self.hierarchy(try Self.spec(chrome: Self.chrome)).elements
        let rtl = try Self.hierarchy(try Self.spec(chrome: Self.chrome, direction: "rightToLeft")).elements
        #expect(rtl.map(\.spoken) == Self.spoken)
        #expect(rtl.map(\.source) == Self.sources)
        for (mirrored, element) in zip(rtl, ltr) {
            let expected = CGRect(x: 393 - element.frame.maxX, y: element.frame.minY, width: element.frame.width,
                                  height: element.frame.height)
            #expect(mirrored.frame == expected, "\(element.source)")
        }
        // The first tab is the rightmost, and read first.
        #expect(rtl[9].frame.maxX == 393 && rtl[9].tab?.index == 1)
    }

    @Test func test_whenABarButtonHasNoLabel_thatTheAuditFindsIt_andTheLabelFixesIt() throws {
        let unlabeled = Self.chrome.replacingOccurrences(of: #", "accessibilityLabel": "Compose""#, with: "")
        func findings(_ chrome: String) throws -> [ListAccessibilityAudit.Finding] {
            let spec = try Self.spec(chrome: chrome)
            let still = try SpecRenderer(fonts: try FontSet.bundled(), overlays: .none).prepare(spec)
                .still(overlays: .none, audited: true)
            return ListAccessibilityAudit(checks: [.unlabeledControl, .touchTarget, .duplicateLabel])
                .findings(in: try #require(still.audit))
        }
        let found = try findings(unlabeled)
        #expect(found.map(\.message) == ["unlabeledControl: chrome/navigationBar.right.0 has no label"],
                "\(found.map(\.message))")
        #expect(try findings(Self.chrome).isEmpty)
    }
}
