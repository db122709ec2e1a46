import Foundation
import Yams

/// Bounds a YAML document before it is decoded, so that deep nesting cannot overflow the parser's stack and an alias
/// bomb cannot expand into gigabytes: the nesting of the text, then the composed tree (aliases expanded) against
/// ``ListSpecLimits/depth``, ``ListSpecLimits/values`` and ``ListSpecLimits/aliases``.
enum YAMLBudget {
    /// Composes a document within the limits: throws a message naming the limit when `text` nests deeper, holds more
    /// aliases, or expands to more values than a spec may.
    ///
    /// - Parameter text: the document.
    /// - Returns: its root node (aliases resolved; scalars keep their tag and style, none is resolved), or `nil`
    ///   for an empty document.
    static func compose(_ text: String) throws -> Node? {
        try checkTextNesting(text)
        guard let root = try Parser(yaml: text, resolver: .basic).singleRoot() else { return nil }
        try checkExpandedTree(root)
        return root
    }

    /// An over-estimate of the nesting of block and flow collections, read from the text without parsing it (so
    /// the parser's recursion never sees a document deeper than the limit).
    private static func checkTextNesting(_ text: String) throws {
        var indents: [Int] = []
        var flowDepth = 0
        var aliases = 0
        // Lines end at LF, CRLF or a lone CR, as YAML's line breaks do; they are counted so that a limit names its
        // place (columns count Unicode scalars, as libyaml's marks do).
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        for (lineIndex, line) in lines.enumerated() {
            let bytes = Array(line.utf8)
            func place(_ index: Int) -> (line: Int, column: Int) {
                (lineIndex + 1, bytes[..<min(index, bytes.count)].count { $0 & 0xC0 != 0x80 } + 1)
            }
            var index = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index == bytes.count || bytes[index] == UInt8(ascii: "#") { continue }
            if flowDepth == 0 {
                while let last = indents.last, last >= index { indents.removeLast() }
                indents.append(index)
            }
            var sequenceDashes = 0
            while index + 1 < bytes.count, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: " ") {
                sequenceDashes += 1
                index += 2
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            }
            func checkDepth(_ depth: Int, at index: Int) throws {
                guard depth > ListSpecLimits.depth else { return }
                let (line, column) = place(index)
                throw YAMLBudgetError(
                    message: "nested deeper than \(ListSpecLimits.depth) levels (the limit of a spec)",
                    line: line, column: column)
            }
            try checkDepth(indents.count + sequenceDashes + flowDepth, at: index)
            var quote: UInt8?
            var previous = UInt8(ascii: " ")
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                    case UInt8(ascii: "["), UInt8(ascii: "{"):
                        flowDepth += 1
                        try checkDepth(indents.count + sequenceDashes + flowDepth, at: index)
                    case UInt8(ascii: "]"), UInt8(ascii: "}"): flowDepth = max(0, flowDepth - 1)
                    case UInt8(ascii: "*"):
                        aliases += 1
                        if aliases > ListSpecLimits.aliases {
                            let (line, column) = place(index)
                            throw YAMLBudgetError(
                                message: "more than \(ListSpecLimits.aliases) aliases (the limit of a spec)",
                                line: line, column: column)
                        }
                    case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"):
                        index = bytes.count
                        continue
                    default: break
                    }
                }
                previous = byte
                index += 1
            }
        }
    }

    /// Walks the composed tree with aliases expanded, without recursion, stopping at the first limit it passes.
    private static func checkExpandedTree(_ root: Node) throws {
        var stack: [(node: Node, depth: Int)] = [(root, 1)]
        var values = 0
        while let (node, depth) = stack.popLast() {
            values += 1
            if values > ListSpecLimits.values {
                throw YAMLBudgetError(
                    message: "more than \(ListSpecLimits.values) values once aliases are expanded (the limit of a spec)",
                    line: node.mark?.line, column: node.mark?.column)
            }
            if depth > ListSpecLimits.depth {
                throw YAMLBudgetError(
                    message: "nested deeper than \(ListSpecLimits.depth) levels once aliases are expanded"
                        + " (the limit of a spec)",
                    line: node.mark?.line, column: node.mark?.column)
            }
            switch node {
            case .scalar: break
            case .sequence(let sequence): stack.append(contentsOf: sequence.map { ($0, depth + 1) })
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append((key, depth + 1))
                    stack.append((value, depth + 1))
                }
            }
        }
    }
}

/// A YAML document beyond a limit of ``ListSpecLimits``.
struct YAMLBudgetError: Error, CustomStringConvertible {
    /// What limit it passed.
    let message: String
    /// Where (1-based line and column, in Unicode scalars): where the text passes the limit, or the node that does
    /// once aliases are expanded (inside an alias: its anchor's node).
    var line: Int?, column: Int?
    var description: String { message }
}
