import Foundation
import ListCore
import ListPlumbing

extension SpecReader {
    static let chromeKeys = ["statusBar", "homeIndicator", "navigationBar", "tabBar", "contentInsetAdjustmentBehavior"]
    static let navigationBarKeys = ["title", "titleDisplayMode", "backTitle", "leftItems", "rightItems"]
    static let barItemKeys = ["title", "systemName", "style", "accessibilityLabel"]
    static let tabBarKeys = ["items", "selectedIndex"]
    static let tabItemKeys = ["title", "systemName", "selectedSystemName", "badge"]

    /// Reads `"chrome"`: `true` (status bar and home indicator), `false` (none, as absent) or an object. Strict, as
    /// chrome moves the content: an unknown key, a wrong type, an unknown style, an item with neither or both of a
    /// title and a symbol, too many items or a selected index outside the tabs is an error with its JSON path; an
    /// SF Symbol without a glyph is a warning (drawn as a placeholder), as elsewhere.
    mutating func readChrome(_ node: JSONValue?, at path: String) -> ListSpecChrome? {
        guard let node else { return nil }
        if case .bool(let on) = node { return on ? ListSpecChrome() : nil }
        guard let object = strictFields(node, at: path, known: Self.chromeKeys, what: "a chrome key", shape: "true, false or an object") else {
            return nil
        }
        var chrome = ListSpecChrome()
        if let status = object["statusBar"] {
            let here = Self.join(path, "statusBar")
            switch status {
            case .bool(let shown): chrome.statusBar = shown ? .default : nil
            case .object:
                if let fields = strictFields(status, at: here, known: ["style"], what: "a status bar key", shape: "") {
                    chrome.statusBar = choice(fields, "style", at: here, as: ListSpecChrome.StatusBarStyle.self) ?? .default
                }
            default:
                fail(here, "must be true, false or { \"style\": \"default\" | \"lightContent\" | \"darkContent\" }, got \(status.summary)")
            }
        }
        chrome.homeIndicator = bool(object, "homeIndicator", at: path) ?? true
        chrome.contentInsetAdjustment = choice(
            object, "contentInsetAdjustmentBehavior", at: path, as: ListSpecChrome.ContentInsetAdjustment.self)
            ?? .automatic
        if let bar = object["navigationBar"] { chrome.navigationBar = readNavigationBar(bar, at: Self.join(path, "navigationBar")) }
        if let tabs = object["tabBar"] { chrome.tabBar = readTabBar(tabs, at: Self.join(path, "tabBar")) }
        return chrome
    }

    private mutating func readNavigationBar(_ node: JSONValue, at path: String) -> ListSpecNavigationBar? {
        guard let object = strictFields(node, at: path, known: Self.navigationBarKeys, what: "a navigation bar key", shape: "an object") else {
            return nil
        }
        var bar = ListSpecNavigationBar()
        bar.title = string(object, "title", at: path)
        bar.titleDisplayMode = choice(object, "titleDisplayMode", at: path, as: ListSpecNavigationBar.TitleDisplayMode.self)
            ?? .standard
        bar.backTitle = string(object, "backTitle", at: path)
        bar.leftItems = readBarItems(object["leftItems"], at: Self.join(path, "leftItems"))
        bar.rightItems = readBarItems(object["rightItems"], at: Self.join(path, "rightItems"))
        return bar
    }

    private mutating func readBarItems(_ node: JSONValue?, at path: String) -> [ListSpecNavigationBar.Item] {
        guard let nodes = elements(node, at: path) else { return [] }
        let limit = ListSpecNavigationBar.maximumItemsPerSide
        if nodes.count > limit { fail(path, "has \(nodes.count) items: a spec's navigation bar takes at most \(limit) on each side") }
        var items: [ListSpecNavigationBar.Item] = []
        for (index, item) in nodes.prefix(limit).enumerated() {
            let here = path + "[\(index)]"
            guard let fields = strictFields(item, at: here, known: Self.barItemKeys, what: "a bar button item key", shape: "an object") else {
                continue
            }
            let style = choice(fields, "style", at: here, as: ListSpecNavigationBar.Item.Style.self) ?? .plain
            let title = string(fields, "title", at: here)
            let symbol = symbolName(fields, "systemName", at: here)
            let spoken = string(fields, "accessibilityLabel", at: here)
            switch (title, symbol) {
            case (let title?, nil):
                items.append(ListSpecNavigationBar.Item(title: title, style: style, accessibilityLabel: spoken))
            case (nil, let symbol?):
                items.append(ListSpecNavigationBar.Item(systemName: symbol, style: style, accessibilityLabel: spoken))
            case (.some, .some): fail(here, "give either \"title\" or \"systemName\", not both")
            case (nil, nil):
                if fields["title"] == nil && fields["systemName"] == nil {
                    fail(here, "is required to have a \"title\" or a \"systemName\"")
                }
            }
        }
        return items
    }

    private mutating func readTabBar(_ node: JSONValue, at path: String) -> ListSpecTabBar? {
        guard let object = strictFields(node, at: path, known: Self.tabBarKeys, what: "a tab bar key", shape: "an object") else {
            return nil
        }
        let itemsPath = Self.join(path, "items")
        guard let nodes = elements(object["items"], at: itemsPath) else {
            if object["items"] == nil { fail(itemsPath, "is required: an array of 1 to \(ListSpecTabBar.maximumItems) tab items") }
            return nil
        }
        let limit = ListSpecTabBar.maximumItems
        guard (1...limit).contains(nodes.count) else {
            fail(itemsPath, "has \(nodes.count) items: a tab bar shows 1 to \(limit) (an iPhone's shows five)")
            return nil
        }
        var items: [ListSpecTabBar.Item] = []
        for (index, item) in nodes.enumerated() {
            let here = itemsPath + "[\(index)]"
            guard let fields = strictFields(item, at: here, known: Self.tabItemKeys, what: "a tab bar item key", shape: "an object") else {
                continue
            }
            items.append(
                ListSpecTabBar.Item(
                    title: string(fields, "title", at: here), systemName: symbolName(fields, "systemName", at: here),
                    selectedSystemName: symbolName(fields, "selectedSystemName", at: here),
                    badge: string(fields, "badge", at: here)))
        }
        var selected = 0
        if let node = object["selectedIndex"] {
            if case .number(let value) = node, value.rounded() == value, value >= 0, value < Double(nodes.count) {
                selected = Int(value)
            } else {
                fail(Self.join(path, "selectedIndex"), "must be the index of a tab, 0 to \(nodes.count - 1), got \(node.summary)")
            }
        }
        return ListSpecTabBar(items: items, selectedIndex: selected)
    }

    /// An SF Symbol's name: a string, warned about when it has no glyph (drawn as a placeholder).
    private mutating func symbolName(_ object: SpecFields, _ key: String, at path: String) -> String? {
        guard let name = string(object, key, at: path) else { return nil }
        if ListSystemSymbols.symbol(named: name) == nil {
            warn(Self.join(path, key), "no glyph for SF Symbol \"\(name)\" (docs/SYMBOLS.md): drawn as a placeholder")
        }
        return name
    }

    /// The fields of an object whose every key must be known: an unknown key is an error (with a guess), not the
    /// warning of ``fields(_:at:known:)``.
    private mutating func strictFields(
        _ node: JSONValue, at path: String, known: [String], what: String, shape: String
    ) -> SpecFields? {
        guard let object = node.specFields else {
            fail(path, "must be \(shape.isEmpty ? "an object" : shape), got \(node.summary)")
            return nil
        }
        for key in object.keys.sorted() where !known.contains(key) {
            let names = known.map { "\"\($0)\"" }.joined(separator: ", ")
            var message = "is not \(what): expected some of \(names)"
            if let guess = Self.closest(to: key, in: known) { message += " (did you mean \"\(guess)\"?)" }
            fail(Self.join(path, key), message)
        }
        return object
    }
}
