import Foundation
import ListTestSupport

/// A random spec file written as a hostile user would, with the options `animate` is run with.
///
/// Three kinds, so that the renderer and the animator see extreme values, not only the validator:
///
/// - ``Kind/atTheLimits`` (two specs in three): every value is within the documented limits
///   (`ListSpecLimits`, docs/SPEC.md), often right at one of them: lengths of 0, `-0`, `5e-324`, `1e-300` and
///   exactly 1,000,000 points; offsets of ±1,000,000; a scale of exactly 4 or 0.000001; a viewport whose image is
///   exactly 32,766 pixels wide or tall; font sizes of 1,000 and `5e-324`; nesting exactly 64 levels deep; thousands
///   of items, hundreds of sections, long and odd strings; `animate` at 1 or 240 frames per second, durations of
///   `5e-324` and 10 seconds. Such a spec must be accepted.
/// - ``Kind/justBeyond`` (one in six): the same, but exactly one value just past its limit (1,000,000.001 points,
///   a scale of 4.000000000000001 or 5e-324, an image 32,767 pixels wide, 65 levels, 10,001 frames…): refused, naming it.
/// - ``Kind/hostile`` (one in six): anything: values from the edges of a `Double` (`1e308`, `1e309`), of the wrong
///   type, lone surrogates, YAML's `.nan`, duplicate ids — mostly refused.
///
/// The same seed always gives the same text, so a failing case is reproduced from the seed it prints.
struct HostileSpec {
    /// What a spec is made to test.
    enum Kind: String, Sendable {
        /// Every value within the limits, many right at them: must be accepted.
        case atTheLimits
        /// One value just beyond its limit (``HostileSpec/refusal``): must be refused with a message naming it.
        case justBeyond
        /// Anything at all.
        case hostile
    }

    /// The file's text.
    var text: String
    /// `json` or `yaml`.
    var fileExtension: String
    /// Whether the spec has updates (what `animate` animates).
    var hasUpdates: Bool
    /// What the spec tests.
    var kind: Kind
    /// For ``Kind/justBeyond``: the command that must refuse it (`layout` for a value in the spec, `animate` for a
    /// frame count) and what its message names after the file (`sections[0].items[1].height: `).
    var refusal: (command: String, names: String)?
    /// The timing options `animate` runs with (`--fps`, `--duration`, `--pause`).
    var animateTiming: [String]

    /// Numbers from the edges: each is written as is into the JSON text.
    static let edgeNumbers = [
        "0", "-0", "-0.0", "1", "-1", "0.5", "20", "44", "-44", "1e6", "1000000", "1000000.0001", "-1e6", "1e7",
        "1e19", "1e300", "1e308", "-1e308", "1.7976931348623157e308", "1e309", "-1e309", "5e-324", "-5e-324",
        "1e-300", "1e-400", "4", "4.000001", "0.0001", "32767", "32768", "9223372036854775807",
        "9223372036854775808", "1e-7",
    ]

    /// Lengths (sizes, insets, spacings: from 0 to 1,000,000 points) at and near the limits, all valid.
    static let limitLengths = [
        "0", "-0", "0.0", "5e-324", "1e-300", "1e-7", "0.0001", "0.5", "1", "44", "32767", "32768", "999999.9999",
        "1000000", "1e6", "1.0e+6",
    ]

    /// Offsets (any sign, at most 1,000,000 points from 0) at and near the limits, all valid.
    static let limitOffsets = [
        "0", "-0", "5e-324", "-5e-324", "-1e-300", "-44", "999999.9999", "1000000", "-1000000", "-1e6", "32768",
    ]

    /// Font sizes (greater than 0, at most 1,000 points) at and near the limits, all valid.
    static let limitFontSizes = ["5e-324", "1e-300", "0.001", "1", "12", "999.9999", "1000", "1e3"]

    /// Values of the wrong kind.
    static let oddValues = [#""auto""#, #""44""#, "null", "true", "[]", "{}", #""NaN""#, #""inf""#, #"[1, 2]"#]

    /// Strings to draw: empty, long, right-to-left, combining marks, emoji sequences, escapes of control characters,
    /// a byte order mark, many lines.
    static let strings = [
        #""""#, #""Hello""#, "\"\(String(repeating: "long words ", count: 400))\"", #""مرحبا بالعالم""#,
        #""e\u0301\u0301\u0301 Z\u0336\u0335""#, #""👩‍👩‍👧‍👦🏳️‍🌈""#, #""\u0000\u001b[31mred\t\n""#,
        #""\ufeff\u202eevil""#, "\"\(String(repeating: "W", count: 3000))\"", #""a\nb\nc\nd\ne\nf""#,
        "\"\(String(repeating: "\\n", count: 500))\"", #""\u200b\u2028\u2029\u00ad""#,
    ]

    /// Strings no spec may hold (a lone surrogate; in YAML, an escape YAML does not have).
    static let badStrings = [#""\ud800""#, #""\q""#]

    /// Makes a spec from a seed: two in three ``Kind/atTheLimits``, one in six ``Kind/justBeyond``, one in six
    /// ``Kind/hostile`` (a quarter of which have only sane numbers, their hostility in their shape; the others
    /// edge values, one in 40, 12 or 4).
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let draw = Int.random(in: 0..<6, using: &random)
        kind = draw < 4 ? .atTheLimits : (draw == 4 ? .justBeyond : .hostile)
        var builder: Builder
        switch kind {
        case .atTheLimits, .justBeyond:
            builder = Builder(random: random, kind: kind, edgeOneIn: [2, 4, 8][Int.random(in: 0..<3, using: &random)])
            if kind == .justBeyond { builder.beyond = Builder.Site.allCases.randomElement(using: &builder.random)! }
        case .hostile:
            builder = Builder(random: random, kind: kind, edgeOneIn: [0, 40, 12, 4][Int.random(in: 0..<4, using: &random)])
        }
        text = builder.spec()
        hasUpdates = builder.hasUpdates
        refusal = builder.refusal
        animateTiming = builder.animateTiming()
        if builder.beyond == .frames { refusal = ("animate", "updates: the animation would have 10001 frames") }
        random = builder.random
        fileExtension = Bool.random(using: &random) ? "json" : "yaml"
        if kind == .hostile, fileExtension == "yaml", Int.random(in: 0..<3, using: &random) == 0 {
            // YAML's own spellings of non-finite numbers, which JSON has none of.
            let token = [".inf", "-.inf", ".nan", ".NaN"].randomElement(using: &random)!
            text = text.replacingOccurrences(of: "\"height\": 44", with: "\"height\": \(token)")
        }
    }

    /// Writes the text piece by piece from one generator.
    private struct Builder {
        /// The places a ``Kind/justBeyond`` spec puts its one value beyond a limit.
        enum Site: CaseIterable {
            case itemHeight, itemWidth, inset, spacing, offset, stickyOffset, scale, fontSize, imageSide, imageArea
            case depth, frames
        }

        var random: SplitMix64
        var kind: Kind
        /// How often a value is an extreme one: one in `edgeOneIn` (0: never).
        var edgeOneIn: Int
        var hasUpdates = false
        /// The site of the one value beyond a limit (``Kind/justBeyond``).
        var beyond: Site?
        /// What the refusal names (set when the value beyond the limit is written).
        var refusal: (command: String, names: String)?
        /// How many more sections of the current state may hold thousands of items.
        var thousandsLeft = 1
        /// Whether the current state has tens or hundreds of sections.
        var manySections = false

        var valid: Bool { kind != .hostile }

        mutating func chance(_ oneIn: Int) -> Bool { oneIn > 0 && Int.random(in: 0..<oneIn, using: &random) == 0 }

        /// An edge value, as often as the spec's hostility says.
        mutating func edge() -> Bool { chance(edgeOneIn) }

        /// A string to draw (in a hostile spec, rarely one no spec may hold).
        mutating func string() -> String {
            if !valid && edge() && chance(3) { return pick(HostileSpec.badStrings) }
            // Among hundreds of sections, short strings only: measuring thousands of long texts would take seconds.
            return pick(manySections ? HostileSpec.strings.filter { $0.count < 100 } : HostileSpec.strings)
        }

        mutating func pick(_ values: [String]) -> String { values.randomElement(using: &random)! }

        /// A size: usually small and sane, sometimes from the edges (valid ones, unless the spec is hostile),
        /// in a hostile spec sometimes of the wrong kind.
        mutating func length(small: ClosedRange<Int> = 0...60) -> String {
            if edge() {
                if valid { return pick(HostileSpec.limitLengths) }
                return chance(4) ? pick(HostileSpec.oddValues) : pick(HostileSpec.edgeNumbers)
            }
            return String(Int.random(in: small, using: &random))
        }

        /// An offset: like ``length(small:)``, but valid extremes may be negative.
        mutating func offset(small: ClosedRange<Int> = 0...60) -> String {
            valid && edge() ? pick(HostileSpec.limitOffsets) : length(small: small)
        }

        /// The value just beyond its limit if `site` is the spec's ``beyond`` (recording what names it), else
        /// `value`.
        mutating func beyond(_ site: Site, at path: String, _ value: String, over: [String]) -> String {
            guard beyond == site, refusal == nil else { return value }
            refusal = ("layout", "\(path): ")
            return pick(over)
        }

        mutating func insets(at path: String) -> String {
            let top = beyond(.inset, at: path + ".top", length(small: 0...8), over: ["1000000.001", "-5e-324", "-1e-300"])
            return "{ \"top\": \(top), \"left\": \(length(small: 0...8)), "
                + "\"bottom\": \(length(small: 0...8)), \"right\": \(length(small: 0...8)) }"
        }

        /// A value nested `depth` arrays deep.
        func nested(_ depth: Int) -> String {
            String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        }

        /// The viewport: small, or one side exactly 32,766 pixels (the other a few), or 1,000,000 points a side at
        /// a scale that makes a few pixels of it.
        mutating func viewport() -> String {
            var width = String(Int.random(in: 1...80, using: &random))
            var height = String(Int.random(in: 1...80, using: &random))
            var scale = pick(["1", "2", "3", "0.5"])
            if !valid {
                if edge() { width = pick(HostileSpec.edgeNumbers) }
                if edge() { height = pick(HostileSpec.edgeNumbers) }
                if edge() { scale = pick(HostileSpec.edgeNumbers) }
            } else if beyond == .imageSide || beyond == .imageArea {
                refusal = beyond == .imageArea ? ("layout", "viewport: ") : ("layout", "viewport.width: ")
                (width, height, scale) = beyond == .imageArea ? ("16385", "16384", "1") : pick2([("32766.5", "2", "1"), ("8191.51", "1", "4")])
            } else if edge() {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    // One side exactly at the 32,766-pixel limit (points × scale, exact in binary), the other tiny.
                    let (points, factor) = pick2([("32766", "1"), ("16383", "2"), ("8191.5", "4"), ("65532", "0.5")])
                    let thin = String(Int.random(in: 1...3, using: &random))
                    (width, height, scale) = chance(2) ? (points, thin, factor) : (thin, points, factor)
                case 1:
                    // The largest length, at scales that leave a handful of pixels (or one).
                    (width, height) = (pick(["1000000", "1e6", "999999.9999"]), pick(["1000000", "5e-324", "1"]))
                    scale = pick(["0.000001", "1e-6", "1e-5", "0.00001"])
                default:
                    scale = pick(["4", "4.0", "3.9999999999999996", "0.000001", "1.0000000000000002e-6", "0.001"])
                    if Double(scale)! < 0.01 { (width, height) = ("1000000", "1000000") }
                }
            }
            scale = beyond(.scale, at: "viewport.scale", scale, over: ["4.000000000000001", "0", "-0", "-5e-324", "9.999999999999997e-7", "5e-324"])
            var viewport = "\"width\": \(width), \"height\": \(height), \"scale\": \(scale)"
            if chance(2) { viewport += ", \"contentInset\": \(insets(at: "viewport.contentInset"))" }
            return "{ \(viewport) }"
        }

        mutating func pick2<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

        mutating func spec() -> String {
            var fields: [String] = []
            fields.append("\"viewport\": \(viewport())")
            if chance(2) || beyond == .stickyOffset {
                let direction = !valid && edge() ? pick(HostileSpec.oddValues) : pick([#""vertical""#, #""horizontal""#])
                let sticky = !valid && edge() ? "1" : pick(["true", "false"])
                let yOffset = beyond(.stickyOffset, at: "layout.stickyHeaderYOffset", offset(), over: ["1000000.001", "-1000000.001", "1e300"])
                fields.append("""
                    "layout": { "scrollDirection": \(direction), "stickyHeaders": \(sticky), \
                    "topContentInset": \(offset(small: 0...20)), "stickyHeaderYOffset": \(yOffset) }
                    """)
            }
            if chance(3) || beyond == .offset {
                let y = beyond(.offset, at: "contentOffset.y", offset(small: 0...400), over: ["1000000.001", "-1000000.001"])
                fields.append("\"contentOffset\": { \"x\": \(offset()), \"y\": \(y) }")
            }
            if beyond == .depth {
                // The document is an object (one level) holding 64 arrays: 65 levels.
                refusal = ("layout", "nested deeper than 64 levels")
                fields.append("\"description\": \(nested(64))")
            } else if chance(6) {
                // At most 63 arrays inside the document's object: at most 64 levels, the limit.
                let deepest = valid ? 63 : (edge() ? 120 : 50)
                fields.append("\"description\": \(nested(Int.random(in: 10...deepest, using: &random)))")
            }
            if chance(6) {
                fields.append(#""environment": { "theme": "dark", "layoutDirection": "rightToLeft", "contentSizeCategory": "accessibilityExtraExtraExtraLarge" }"#)
            }
            fields.append("\"sections\": \(sections(at: "sections"))")
            // Updates (what `animate` needs) in five specs in six that should be accepted, two in three of the others.
            if !chance(valid ? 6 : 3) || beyond == .frames {
                hasUpdates = true
                // 10,001 frames at 200 frames per second and 10 seconds: 2,001 + 4 × 2,000, one beyond the limit.
                let count = beyond == .frames ? 5 : Int.random(in: 1...2, using: &random)
                let updates = (0..<count).map { index in
                    let animated = beyond == .frames ? "true" : pick(["true", "false"])
                    return "{ \"sections\": \(sections(at: "updates[\(index)].sections")), \"animated\": \(animated) }"
                }
                fields.append("\"updates\": [\(updates.joined(separator: ", "))]")
            }
            return "{\n  " + fields.joined(separator: ",\n  ") + "\n}\n"
        }

        /// `animate`'s timing options: usually a few frames; in a spec at the limits, sometimes the extreme frame
        /// rates and durations that still make few frames; one beyond the frame limit for ``Site/frames``.
        mutating func animateTiming() -> [String] {
            if beyond == .frames { return ["--fps", "200", "--duration", "10", "--pause", "0"] }
            if valid, edge() {
                return pick2([
                    ["--fps", "1", "--duration", "10", "--pause", "10"],
                    ["--fps", "240", "--duration", "0.01", "--pause", "0"],
                    ["--fps", "240", "--duration", "5e-324", "--pause", "10"],
                    ["--fps", "1", "--duration", "0.5", "--pause", "0"],
                ])
            }
            return ["--fps", "4", "--duration", "0.25", "--pause", "0"]
        }

        mutating func sections(at path: String) -> String {
            // Mostly a few; sometimes none, sometimes wide.
            // (A spec with a value beyond a limit in its first section has that section.)
            let least = beyond == nil ? "0" : "1"
            let count = chance(6) ? pick([least, "40", "200"]) : String(Int.random(in: 1...3, using: &random))
            thousandsLeft = 1
            manySections = Int(count)! > 3
            defer { manySections = false }
            let sections = (0..<Int(count)!).map { index in section(index, at: "\(path)[\(index)]") }
            return "[" + sections.joined(separator: ", ") + "]"
        }

        mutating func section(_ index: Int, at path: String) -> String {
            // A hostile spec repeats ids (refused); the others keep them unique.
            var fields = ["\"id\": \"s\(valid ? index : index % 3)\""]
            let first = path == "sections[0]"
            if chance(2) || (first && beyond == .inset) { fields.append("\"inset\": \(insets(at: path + ".inset"))") }
            if chance(2) || (first && beyond == .spacing) {
                let spacing = beyond(.spacing, at: path + ".minimumLineSpacing", length(small: 0...10), over: ["1000000.001", "-5e-324", "1e308"])
                fields.append("\"minimumLineSpacing\": \(spacing)")
            }
            if chance(3) { fields.append("\"minimumInteritemSpacing\": \(length(small: 0...10))") }
            if chance(3) { fields.append("\"header\": { \"height\": \(length()), \"text\": \(string()) }") }
            if chance(4) { fields.append("\"footer\": { \"height\": \(pick(["\"auto\"", "10"])), \"text\": \(string()) }") }
            // Mostly a handful of items; sometimes (in one section of a state at most, so that the test stays
            // fast) thousands of plain ones.
            if thousandsLeft > 0, chance(10), !first {
                thousandsLeft -= 1
                let item = "{ \"height\": \(Int.random(in: 0...3, using: &random)) }"
                fields.append("\"items\": [" + Array(repeating: item, count: 3000).joined(separator: ",") + "]")
            } else {
                let count = Int.random(in: first ? 1...5 : 0...5, using: &random)
                let items = (0..<count).map { item($0, at: "\(path).items[\($0)]") }
                fields.append("\"items\": [" + items.joined(separator: ", ") + "]")
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        }

        mutating func item(_ index: Int, at path: String) -> String {
            let id: String
            if valid {
                // Unique in the array, written as odd strings or numbers near the edges of a Double.
                id = chance(3) ? pick(["\(index)", "\(index).5", "-\(index + 1)", "\(index + 1)e300", "\"\u{1F600}\(index)\""]) : "\"i\(index)\""
            } else {
                id = chance(4) ? pick(["1", "1.0", "\"1\"", "-0", "1e308"]) : "\"i\(index)\""
            }
            var fields = ["\"id\": \(id)"]
            let height = beyond(.itemHeight, at: path + ".height", chance(5) ? "\"auto\"" : (chance(6) ? "44" : length()), over: ["1000000.001", "1.0000000000000002e6", "-5e-324"])
            fields.append("\"height\": \(height)")
            if chance(2) || beyond == .itemWidth {
                let width = beyond(.itemWidth, at: path + ".width", length(small: 1...80), over: ["1000000.001", "-1e-300"])
                fields.append("\"width\": \(width)")
            }
            if chance(2) { fields.append("\"text\": \(string())") }
            if chance(5) || beyond == .fontSize {
                let size = !valid && edge() ? pick(["0", "-1", "1e-300", "1001", "1e308"]) : (edge() ? pick(HostileSpec.limitFontSizes) : pick(["1e-3", "12", "1000"]))
                fields.append("\"fontSize\": \(beyond(.fontSize, at: path + ".fontSize", size, over: ["1000.0000000000002", "0", "-0", "1000.001"]))")
            }
            if chance(6) {
                let color = !valid && edge() ? pick(["\"#GGG\"", "{}"]) : pick(["\"#12345678\"", "\"systemBlue\""])
                fields.append("\"backgroundColor\": \(color)")
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
    }
}
