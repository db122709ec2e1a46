import Foundation
import ListCore
import ListSpecKit
import Testing

/// A spec's `"chrome"`: read into ``ListSpecChrome``, strictly (every mistake an error with its JSON path).
@Suite struct SpecChromeTests {
    static func spec(_ chrome: String) throws -> ListSpec {
        try ListSpec.parse(Data(#"{ "chrome": \#(chrome), "sections": [] }"#.utf8)).spec
    }

    @Test func test_whenASpecHasNoChrome_thatItIsNil_andTrueAndFalseAreTheShortForms() throws {
        #expect(try ListSpec.parse(Data(#"{ "sections": [] }"#.utf8)).spec.chrome == nil)
        #expect(try Self.spec("false").chrome == nil)
        #expect(try Self.spec("true").chrome == ListSpecChrome())
        #expect(try Self.spec("{}").chrome == ListSpecChrome(statusBar: .default, homeIndicator: true))
    }

    @Test func test_whenEveryKeyIsGiven_thatTheModelHoldsIt() throws {
        let chrome = try Self.spec("""
            { "statusBar": { "style": "lightContent" }, "homeIndicator": false,
              "contentInsetAdjustmentBehavior": "never",
              "navigationBar": { "title": "Inbox", "titleDisplayMode": "large", "backTitle": "Mailboxes",
                                 "leftItems": [ { "title": "Edit" } ],
                                 "rightItems": [ { "systemName": "square.and.pencil" }, { "title": "Done", "style": "done" } ] },
              "tabBar": { "items": [ { "title": "Mail", "systemName": "tray", "selectedSystemName": "tray.fill", "badge": "3" },
                                     { "title": "Settings", "systemName": "gear" } ],
                          "selectedIndex": 1 } }
            """).chrome
        #expect(chrome == ListSpecChrome(
            statusBar: .lightContent, homeIndicator: false,
            navigationBar: ListSpecNavigationBar(
                title: "Inbox", titleDisplayMode: .large, backTitle: "Mailboxes",
                leftItems: [.init(title: "Edit")],
                rightItems: [.init(systemName: "square.and.pencil"), .init(title: "Done", style: .done)]),
            tabBar: ListSpecTabBar(
                items: [.init(title: "Mail", systemName: "tray", selectedSystemName: "tray.fill", badge: "3"),
                        .init(title: "Settings", systemName: "gear")],
                selectedIndex: 1),
            contentInsetAdjustment: .never))
        #expect(try Self.spec(#"{ "statusBar": false }"#).chrome?.statusBar == nil)
        #expect(try Self.spec(#"{ "statusBar": true }"#).chrome?.statusBar == .default)
    }

    @Test func test_whenChromeKeysAreWrong_thatEachIsAnErrorWithItsJSONPath() {
        let chromeKeys = #""statusBar", "homeIndicator", "navigationBar", "tabBar", "contentInsetAdjustmentBehavior""#
        #expect(SpecFixture.errors("""
            { "chrome": { "statusbar": true, "homeIndicator": "yes", "contentInsetAdjustmentBehavior": "scrollableAxes",
                          "navigationBar": { "title": 3, "titleDisplayMode": "huge",
                                             "leftItems": [ { "title": "A", "systemName": "gear" }, {}, 4 ],
                                             "rightItems": [ { "title": "B", "tint": "red" } ] },
                          "tabBar": { "items": [ { "title": "A" }, { "title": "B" } ], "selectedIndex": 2 } },
              "sections": [] }
            """) == [
                "chrome.statusbar: is not a chrome key: expected some of \(chromeKeys) (did you mean \"statusBar\"?)",
                #"chrome.homeIndicator: must be true or false, got "yes""#,
                #"chrome.contentInsetAdjustmentBehavior: must be one of "automatic", "always", "never", got "scrollableAxes""#,
                "chrome.navigationBar.title: must be a string, got 3",
                #"chrome.navigationBar.titleDisplayMode: must be one of "standard", "large", got "huge""#,
                #"chrome.navigationBar.leftItems[0]: give either "title" or "systemName", not both"#,
                #"chrome.navigationBar.leftItems[1]: is required to have a "title" or a "systemName""#,
                "chrome.navigationBar.leftItems[2]: must be an object, got 4",
                #"chrome.navigationBar.rightItems[0].tint: is not a bar button item key: expected some of "title", "systemName", "style", "accessibilityLabel""#,
                "chrome.tabBar.selectedIndex: must be the index of a tab, 0 to 1, got 2",
            ])
    }

    @Test func test_whenTheChromeOrItsBarsHaveTheWrongShape_thatTheErrorsNameThem() {
        #expect(SpecFixture.errors(#"{ "chrome": "iPhone", "sections": [] }"#) == [
            #"chrome: must be true, false or an object, got "iPhone""#,
        ])
        #expect(SpecFixture.errors(#"{ "chrome": { "statusBar": "dark", "navigationBar": [], "tabBar": {} }, "sections": [] }"#) == [
            #"chrome.statusBar: must be true, false or { "style": "default" | "lightContent" | "darkContent" }, got "dark""#,
            "chrome.navigationBar: must be an object, got an array",
            "chrome.tabBar.items: is required: an array of 1 to 5 tab items",
        ])
        let six = Array(repeating: #"{ "title": "T" }"#, count: 6).joined(separator: ", ")
        #expect(SpecFixture.errors(#"{ "chrome": { "tabBar": { "items": [\#(six)] } }, "sections": [] }"#) == [
            "chrome.tabBar.items: has 6 items: a tab bar shows 1 to 5 (an iPhone's shows five)",
        ])
        #expect(SpecFixture.errors(#"{ "chrome": { "tabBar": { "items": [], "selectedIndex": 0.5 } }, "sections": [] }"#) == [
            "chrome.tabBar.items: has 0 items: a tab bar shows 1 to 5 (an iPhone's shows five)",
        ])
        #expect(SpecFixture.errors(#"{ "chrome": { "tabBar": { "items": [ {} ], "selectedIndex": 0.5 } }, "sections": [] }"#) == [
            "chrome.tabBar.selectedIndex: must be the index of a tab, 0 to 0, got 0.5",
        ])
        let nine = Array(repeating: #"{ "title": "T" }"#, count: 9).joined(separator: ", ")
        #expect(SpecFixture.errors(#"{ "chrome": { "navigationBar": { "rightItems": [\#(nine)] } }, "sections": [] }"#) == [
            "chrome.navigationBar.rightItems: has 9 items: a spec's navigation bar takes at most 8 on each side",
        ])
    }

    @Test func test_whenASymbolHasNoGlyph_thatItIsAWarning_notAnError() throws {
        #expect(try SpecFixture.warnings("""
            { "chrome": { "navigationBar": { "rightItems": [ { "systemName": "no.such.symbol" } ] },
                          "tabBar": { "items": [ { "systemName": "house", "selectedSystemName": "house.nope" } ] } },
              "sections": [] }
            """) == [
                #"chrome.navigationBar.rightItems[0].systemName: no glyph for SF Symbol "no.such.symbol" (docs/SYMBOLS.md): drawn as a placeholder"#,
                #"chrome.tabBar.items[0].selectedSystemName: no glyph for SF Symbol "house.nope" (docs/SYMBOLS.md): drawn as a placeholder"#,
            ])
    }

    @Test func test_whenAVariantIsApplied_thatTheChromeStays() throws {
        let spec = try ListSpec.parse(Data(#"{ "chrome": true, "variants": [ { "name": "dark", "theme": "dark" } ], "sections": [] }"#.utf8)).spec
        #expect(spec.applying(spec.variants[0]).chrome == ListSpecChrome())
    }
}
