/// Writes a spec with one view tree from a ``ByteSource``: the fuzzer mutates bytes, the generator keeps the
/// document valid JSON, so the mutations reach the view reader, the stack views and the text measurer rather than
/// the syntax checker.
enum SpecGenerator {
    static let lengths = [
        nil, "\"auto\"", "0", "1", "0.5", "44", "200", "-1", "1000000", "1000001", "1e300", "\"wide\"", "5e-324",
    ]
    static let kinds = ["view", "stack", "stack", "stack", "label", "label", "image", "button", "activity", "textField",
                        "searchBar"]
    static let texts = ["", "Ada", "A much longer title that wraps at the column's width", "مرحبا بالعالم", "x\\ny\\nz"]

    static func spec(using source: inout ByteSource) -> String {
        let height = source.pick(["\"auto\"", "44", "0", "120"])
        var views = 0
        let view = node(depth: 1, using: &source, views: &views)
        return #"{ "viewport": { "width": 390, "height": 844, "scale": 1 }, "sections": [ { "items": [ { "height": "#
            + height + #", "view": "# + view + " } ] } ] }"
    }

    /// One node; nesting is driven by the bytes and stops at 70 levels (past the view limit of 64 and JSON's 64),
    /// a tree at 3,000 nodes (so one input stays fast).
    static func node(depth: Int, using source: inout ByteSource, views: inout Int) -> String {
        views += 1
        let kind = depth > 70 || views > 3_000 ? "label" : source.pick(kinds)
        var fields = [#""type": "\#(kind)""#]
        if let width = source.pick(lengths) { fields.append(#""width": \#(width)"#) }
        if let height = source.pick(lengths) { fields.append(#""height": \#(height)"#) }
        if source.byte() % 4 == 0 { fields.append(#""x": \#(source.byte() - 128), "y": \#(source.byte())"#) }
        if source.byte() % 8 == 0 { fields.append(#""isHidden": true"#) }
        if source.byte() % 6 == 0 { fields.append(#""layoutMargins": { "top": \#(source.byte()), "left": 4, "bottom": 0, "right": 9 }"#) }
        switch kind {
        case "view", "stack":
            if kind == "stack" {
                fields.append(#""axis": "\#(source.pick(["horizontal", "vertical"]))""#)
                fields.append(#""distribution": "\#(source.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))""#)
                fields.append(#""alignment": "\#(source.pick(["fill", "leading", "firstBaseline", "center", "trailing", "lastBaseline"]))""#)
                fields.append(#""spacing": \#(source.pick(["0", "8", "-20", "1000000", "0.25"]))"#)
                if source.byte() % 3 == 0 { fields.append(#""isLayoutMarginsRelativeArrangement": true"#) }
            }
            let count = source.byte() % 4 == 0 ? source.byte() + source.byte() / 4 : source.byte() % 4
            let children = (0..<count).map { _ in node(depth: depth + 1, using: &source, views: &views) }
            fields.append(#""children": [\#(children.joined(separator: ", "))]"#)
        case "label", "button", "textField", "searchBar":
            let text = String(repeating: source.pick(texts) + " ", count: 1 + source.byte() % 8)
            fields.append(kind == "button" ? #""title": "\#(text)""# : #""text": "\#(text)""#)
            if kind == "label" { fields.append(#""numberOfLines": \#(source.pick([0, 1, 2, 3]))"#) }
            fields.append(#""font": { "size": \#(source.pick(["1", "17", "0.5", "1000"])) }"#)
        case "image":
            fields.append(#""systemName": "star""#)
        default:
            break
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }
}
