import Foundation
import ListCore
import ListPlumbing

extension SpecReader {
    /// The keys a run of a label's `"runs"` reads.
    static let runKeys = ["text", "font", "textColor", "style"]

    /// A label's text: `"text"`, or attributed text from `"runs"` (not both), with the label's font, colour,
    /// alignment and line limits.
    mutating func readLabelText(_ fields: SpecFields, at path: String) -> ListSpecText {
        var text = readText(fields, "text", colorKey: "textColor", at: path)
        guard let node = fields["runs"] else { return text }
        let here = Self.join(path, "runs")
        // Both is an error; the runs are still read, so their own errors are reported too.
        if fields["text"] != nil { fail(here, "give either \"text\" or \"runs\", not both") }
        var runs: [ListSpecTextRun] = []
        for (index, element) in (elements(node, at: here) ?? []).enumerated() {
            if let run = readRun(element, at: "\(here)[\(index)]") { runs.append(run) }
        }
        text.runs = runs
        text.string = runs.map(\.text).joined()
        return text
    }

    /// One run: `{ "text": "…", "font": …, "textColor": …, "style": … }`, or a bare string (a run in the label's
    /// font and colour).
    private mutating func readRun(_ node: JSONValue, at path: String) -> ListSpecTextRun? {
        if case .string(let text) = node { return ListSpecTextRun(text: text) }
        guard case .object = node else {
            fail(path, "must be a run such as { \"text\": \"…\", \"font\": { \"weight\": \"bold\" } } or a string, "
                + "got \(node.summary)")
            return nil
        }
        guard let own = fields(node, at: path, known: Self.runKeys) else { return nil }
        let merged = mergedWithStyles(own, known: Self.runKeys, at: path)
        guard merged["text"] != nil else {
            fail(Self.join(path, "text"), "is required: the run's string")
            return nil
        }
        let text = string(merged, "text", at: path)
        let color = color(merged, "textColor", at: path)
        let font = readFont(merged["font"], at: Self.join(path, "font"))
        return text.map { ListSpecTextRun(text: $0, font: font, color: color) }
    }

    mutating func readText(
        _ fields: SpecFields, _ key: String, colorKey: String, at path: String
    ) -> ListSpecText {
        var text = ListSpecText(string: string(fields, key, at: path) ?? "")
        text.color = color(fields, colorKey, at: path)
        text.alignment = choice(fields, "textAlignment", at: path, named: NSTextAlignment.self)
        text.lineBreakMode = choice(fields, "lineBreakMode", at: path, named: NSLineBreakMode.self)
        if let lines = number(fields, "numberOfLines", at: path, rule: .nonNegative, limit: 10_000) {
            if lines.rounded() == lines { text.numberOfLines = Int(lines) } else {
                fail(Self.join(path, "numberOfLines"), "must be a whole number, got \(ListJSONNumber.format(lines))")
            }
        }
        // The path is built only for a font there is (most labels take the default).
        if let font = fields["font"] { text.font = readFont(font, at: Self.join(path, "font")) }
        return text
    }

    mutating func readFont(_ node: JSONValue?, at path: String) -> ListSpecFont? {
        guard let fields = fields(node, at: path, known: ["size", "weight", "textStyle"]) else { return nil }
        let font = ListSpecFont(
            size: number(fields, "size", at: path, rule: .positive, limit: ListSpecLimits.fontSize),
            weight: choice(fields, "weight", at: path, as: ListSpecFont.Weight.self),
            textStyle: choice(fields, "textStyle", at: path, as: ListSpecFont.TextStyle.self))
        if font.size != nil, font.textStyle != nil {
            fail(Self.join(path, "textStyle"), "give either \"size\" or \"textStyle\", not both")
        }
        return font
    }
}
