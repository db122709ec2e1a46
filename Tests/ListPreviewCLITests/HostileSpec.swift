import Foundation
import ListTestSupport

/// A random spec file written as a hostile user would: sizes huge, tiny, negative, zero and at the edges of a
/// `Double` (`1e308`, `-0`, `5e-324`, `1e-300`, `1e309`), deep nesting, wide sections, thousands of items, long
/// strings, odd Unicode, values of the wrong type — mostly valid enough to get past the first checks.
///
/// The same seed always gives the same text, so a failing case is reproduced from the seed it prints.
struct HostileSpec {
    /// The file's text.
    var text: String
    /// `json` or `yaml`.
    var fileExtension: String
    /// Whether the spec has updates (what `animate` animates).
    var hasUpdates: Bool

    /// Numbers from the edges: each is written as is into the JSON text.
    static let edgeNumbers = [
        "0", "-0", "-0.0", "1", "-1", "0.5", "20", "44", "-44", "1e6", "1000000", "1000000.0001", "-1e6", "1e7",
        "1e19", "1e300", "1e308", "-1e308", "1.7976931348623157e308", "1e309", "-1e309", "5e-324", "-5e-324",
        "1e-300", "1e-400", "4", "4.000001", "0.0001", "32767", "32768", "9223372036854775807",
        "9223372036854775808", "1e-7",
    ]

    /// Values of the wrong kind.
    static let oddValues = [#""auto""#, #""44""#, "null", "true", "[]", "{}", #""NaN""#, #""inf""#, #"[1, 2]"#]

    /// Strings to draw: empty, long, right-to-left, combining marks, emoji sequences, escapes of control characters,
    /// a byte order mark, many lines.
    static let strings = [
        #""""#, #""Hello""#, "\"\(String(repeating: "long words ", count: 400))\"", #""مرحبا بالعالم""#,
        #""e\u0301\u0301\u0301 Z\u0336\u0335""#, #""👩‍👩‍👧‍👦🏳️‍🌈""#, #""\u0000\u001b[31mred\t\n""#,
        #""\ufeff\u202eevil""#, "\"\(String(repeating: "W", count: 3000))\"", #""a\nb\nc\nd\ne\nf""#,
    ]

    /// Strings no spec may hold (a lone surrogate; in YAML, an escape YAML does not have).
    static let badStrings = [#""\ud800""#, #""\q""#]

    /// Makes a spec from a seed. A quarter of the specs have only sane numbers (their hostility is in their shape:
    /// long and odd strings, wide sections, thousands of items); the others have edge values, one in 40, 12 or 4.
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let oneIn = [0, 40, 12, 4][Int.random(in: 0..<4, using: &random)]
        var builder = Builder(random: random, edgeOneIn: oneIn)
        text = builder.spec()
        hasUpdates = builder.hasUpdates
        random = builder.random
        fileExtension = Bool.random(using: &random) ? "json" : "yaml"
        if fileExtension == "yaml", Int.random(in: 0..<3, using: &random) == 0 {
            // YAML's own spellings of non-finite numbers, which JSON has none of.
            let token = [".inf", "-.inf", ".nan", ".NaN"].randomElement(using: &random)!
            text = text.replacingOccurrences(of: "\"height\": 44", with: "\"height\": \(token)")
        }
    }

    /// Writes the text piece by piece from one generator.
    private struct Builder {
        var random: SplitMix64
        /// How rare edge values are: one in `edgeOneIn` (0: never).
        var edgeOneIn: Int
        var hasUpdates = false

        mutating func chance(_ oneIn: Int) -> Bool { oneIn > 0 && Int.random(in: 0..<oneIn, using: &random) == 0 }

        /// An edge value, as often as the spec's hostility says.
        mutating func edge() -> Bool { chance(edgeOneIn) }

        /// A string to draw (rarely one no spec may hold).
        mutating func string() -> String { edge() && chance(3) ? pick(HostileSpec.badStrings) : pick(HostileSpec.strings) }

        mutating func pick(_ values: [String]) -> String { values.randomElement(using: &random)! }

        /// A size: usually small and sane, sometimes from the edges, sometimes of the wrong kind.
        mutating func length(small: ClosedRange<Int> = 0...60) -> String {
            if edge() { return chance(4) ? pick(HostileSpec.oddValues) : pick(HostileSpec.edgeNumbers) }
            return String(Int.random(in: small, using: &random))
        }

        mutating func insets() -> String {
            "{ \"top\": \(length(small: 0...8)), \"left\": \(length(small: 0...8)), "
                + "\"bottom\": \(length(small: 0...8)), \"right\": \(length(small: 0...8)) }"
        }

        /// A value nested `depth` arrays deep.
        func nested(_ depth: Int) -> String {
            String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        }

        mutating func spec() -> String {
            var fields: [String] = []
            // Small screens keep the images small; the edges make them huge (which must be refused, not drawn).
            let width = edge() ? pick(HostileSpec.edgeNumbers) : String(Int.random(in: 1...80, using: &random))
            let height = edge() ? pick(HostileSpec.edgeNumbers) : String(Int.random(in: 1...80, using: &random))
            let scale = edge() ? pick(HostileSpec.edgeNumbers) : pick(["1", "2", "3", "0.5"])
            var viewport = "\"width\": \(width), \"height\": \(height), \"scale\": \(scale)"
            if chance(2) { viewport += ", \"contentInset\": \(insets())" }
            fields.append("\"viewport\": { \(viewport) }")
            if chance(2) {
                let direction = edge() ? pick(HostileSpec.oddValues) : pick([#""vertical""#, #""horizontal""#])
                let sticky = edge() ? "1" : pick(["true", "false"])
                fields.append("""
                    "layout": { "scrollDirection": \(direction), "stickyHeaders": \(sticky), \
                    "topContentInset": \(length(small: 0...20)), "stickyHeaderYOffset": \(length()) }
                    """)
            }
            if chance(3) { fields.append("\"contentOffset\": { \"x\": \(length()), \"y\": \(length(small: 0...400)) }") }
            if chance(6) { fields.append("\"description\": \(nested(Int.random(in: 10...(edge() ? 120 : 50), using: &random)))") }
            if chance(6) {
                fields.append(#""environment": { "theme": "dark", "layoutDirection": "rightToLeft", "contentSizeCategory": "accessibilityExtraExtraExtraLarge" }"#)
            }
            fields.append("\"sections\": \(sections())")
            if !chance(3) {
                hasUpdates = true
                let updates = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                    "{ \"sections\": \(sections()), \"animated\": \(pick(["true", "false"])) }"
                }
                fields.append("\"updates\": [\(updates.joined(separator: ", "))]")
            }
            return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
        }

        mutating func sections() -> String {
            // Mostly a few; sometimes none, sometimes wide.
            let count = chance(6) ? pick(["0", "40", "200"]) : String(Int.random(in: 1...3, using: &random))
            let sections = (0..<Int(count)!).map { index in section(index) }
            return "[" + sections.joined(separator: ", ") + "]"
        }

        mutating func section(_ index: Int) -> String {
            var fields = ["\"id\": \"s\(index % 3)\""]
            if chance(2) { fields.append("\"inset\": \(insets())") }
            if chance(2) { fields.append("\"minimumLineSpacing\": \(length(small: 0...10))") }
            if chance(3) { fields.append("\"minimumInteritemSpacing\": \(length(small: 0...10))") }
            if chance(3) { fields.append("\"header\": { \"height\": \(length()), \"text\": \(string()) }") }
            if chance(4) { fields.append("\"footer\": { \"height\": \(pick(["\"auto\"", "10"])), \"text\": \(string()) }") }
            // Mostly a handful of items; sometimes thousands of plain ones.
            if chance(10) {
                let item = "{ \"height\": \(Int.random(in: 0...3, using: &random)) }"
                fields.append("\"items\": [" + Array(repeating: item, count: 3000).joined(separator: ",") + "]")
            } else {
                let items = (0..<Int.random(in: 0...5, using: &random)).map { item($0) }
                fields.append("\"items\": [" + items.joined(separator: ", ") + "]")
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        }

        mutating func item(_ index: Int) -> String {
            var fields = ["\"id\": \(chance(4) ? pick(["1", "1.0", "\"1\"", "-0", "1e308"]) : "\"i\(index)\"")"]
            fields.append("\"height\": \(chance(5) ? "\"auto\"" : (chance(6) ? "44" : length()))")
            if chance(2) { fields.append("\"width\": \(length(small: 1...80))") }
            if chance(2) { fields.append("\"text\": \(string())") }
            if chance(5) {
                let size = edge() ? pick(["0", "-1", "1e-300", "1001", "1e308"]) : pick(["1e-3", "12", "1000"])
                fields.append("\"fontSize\": \(size)")
            }
            if chance(6) {
                let color = edge() ? pick(["\"#GGG\"", "{}"]) : pick(["\"#12345678\"", "\"systemBlue\""])
                fields.append("\"backgroundColor\": \(color)")
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
    }
}
