import Foundation
import ListCore
import ListTestSupport

/// A random spec as JSON (what a user writes), with one or two updates, shown in an environment (theme, content size
/// category, layout direction, locale, the flip flag) and with a random variant: what the spec-road property tests
/// draw.
struct RandomSpec {
    var generator: SplitMix64
    var nextID = 0

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func bool() -> Bool { Bool.random(using: &generator) }
    mutating func id(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    static let words = ["Alpha", "a longer line of text that wraps", "Ben", "Chloé", "Delta echo foxtrot golf", "Hi"]

    mutating func text() -> String { Self.words[int(0...Self.words.count - 1)] }

    mutating func element(vertical: Bool, auto: Bool) -> [String: Any] {
        var element: [String: Any] = ["text": text()]
        if bool() { element["detailText"] = text() }
        if vertical {
            element["height"] = auto ? "auto" : int(24...70)
            if bool() { element["width"] = int(60...150) }
        } else {
            element["width"] = int(60...120)
            if auto { element["height"] = "auto" }
        }
        return element
    }

    mutating func section(vertical: Bool) -> [String: Any] {
        var section: [String: Any] = ["id": id("s")]
        if int(0...3) > 0 { section["header"] = element(vertical: vertical, auto: bool()) }
        if bool() { section["footer"] = element(vertical: vertical, auto: bool()) }
        if bool() { section["inset"] = ["top": int(0...10), "left": int(0...8), "bottom": int(0...10), "right": 0] }
        section["minimumLineSpacing"] = int(0...6)
        section["items"] = (0..<int(0...5)).map { _ -> [String: Any] in
            var item = element(vertical: vertical, auto: bool())
            item["id"] = id("i")
            return item
        }
        return section
    }

    /// The next state: sections moved, deleted and inserted, items moved across sections, changed, deleted and
    /// inserted.
    mutating func update(_ sections: [[String: Any]], vertical: Bool) -> [[String: Any]] {
        var sections = sections
        if sections.count > 1 && bool() { sections.swapAt(0, int(1...sections.count - 1)) }
        if sections.count > 1 && int(0...2) == 0 { sections.remove(at: int(0...sections.count - 1)) }
        if int(0...2) == 0 { sections.insert(section(vertical: vertical), at: int(0...sections.count)) }
        for index in sections.indices {
            var items = sections[index]["items"] as? [[String: Any]] ?? []
            if !items.isEmpty && bool() { items.remove(at: int(0...items.count - 1)) }
            if !items.isEmpty && bool() { items[int(0...items.count - 1)]["text"] = text() }
            if items.count > 1 && bool() { items.swapAt(0, items.count - 1) }
            if int(0...2) == 0 {
                var item = element(vertical: vertical, auto: bool())
                item["id"] = id("i")
                items.insert(item, at: int(0...items.count))
            }
            sections[index]["items"] = items
        }
        if sections.count > 1, var from = sections[0]["items"] as? [[String: Any]], !from.isEmpty {
            let traveller = from.removeLast()
            sections[0]["items"] = from
            sections[sections.count - 1]["items"] = [traveller] + (sections[sections.count - 1]["items"] as? [[String: Any]] ?? [])
        }
        if let header = sections.first?["header"] as? [String: Any], bool() {
            var changed = header
            changed["text"] = text()
            sections[0]["header"] = changed
        }
        return sections
    }

    /// The environment of a seed: every content size category over 12 seeds, right to left from seed 12 on, the
    /// theme, locale and flip flag at random.
    mutating func environment(seed: Int) -> [String: Any] {
        let categories = ListContentSizeCategory.allCases
        return [
            "theme": bool() ? "dark" : "light",
            "contentSizeCategory": categories[seed % categories.count].rawValue,
            "layoutDirection": seed % 24 >= 12 ? "rightToLeft" : "leftToRight",
            "locale": Self.locales[int(0...Self.locales.count - 1)],
        ]
    }

    static let locales = ["en", "ar", "he", "ja", "de-DE"]

    /// A variant that sets some of the environment to other values.
    mutating func variant() -> [String: Any] {
        var variant: [String: Any] = ["name": id("v")]
        if bool() { variant["theme"] = bool() ? "dark" : "light" }
        let categories = ListContentSizeCategory.allCases
        if bool() { variant["contentSizeCategory"] = categories[int(0...categories.count - 1)].rawValue }
        if bool() { variant["layoutDirection"] = bool() ? "rightToLeft" : "leftToRight" }
        if bool() { variant["locale"] = Self.locales[int(0...Self.locales.count - 1)] }
        return variant
    }

    /// The spec's JSON.
    ///
    /// - Parameters:
    ///   - environment: the spec's `environment` (`nil`: none, UIKit's defaults).
    ///   - variants: how many `variants` it has.
    mutating func spec(environment: [String: Any]? = nil, variants: Int = 0) throws -> String {
        let vertical = int(0...3) > 0
        var sections = (0..<int(1...4)).map { _ in section(vertical: vertical) }
        var updates: [[String: Any]] = []
        for _ in 0..<int(1...2) {
            sections = update(sections, vertical: vertical)
            var update: [String: Any] = ["sections": sections]
            if int(0...3) == 0 { update["contentOffset"] = vertical ? ["x": 0, "y": int(0...300)] : ["x": int(0...300), "y": 0] }
            updates.append(update)
        }
        var json: [String: Any] = [
            "viewport": ["width": 220, "height": 320, "scale": 1, "contentInset": ["top": bool() ? 20 : 0, "left": 0, "bottom": 0, "right": 0]],
            "layout": [
                "scrollDirection": vertical ? "vertical" : "horizontal", "stickyHeaders": bool(),
                "flipsHorizontallyInOppositeLayoutDirection": bool(),
            ],
            "contentOffset": vertical ? ["x": 0, "y": int(0...200)] : ["x": int(0...200), "y": 0],
            "sections": (0..<int(1...4)).map { _ in section(vertical: vertical) },
            "updates": updates,
        ]
        if let environment { json["environment"] = environment }
        if variants > 0 { json["variants"] = (0..<variants).map { _ in variant() } }
        return String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
    }
}
