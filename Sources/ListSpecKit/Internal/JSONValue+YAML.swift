import Foundation
import ListPlumbing
import Yams

/// The spec tree of a YAML document, built from the nodes Yams composes, so that a scalar is typed by its tag and
/// style, never guessed from its text:
///
/// - a quoted scalar (`"44"`, `'true'`, `""`), a block scalar (`|`, `>`) and one tagged `!!str` or `!` is a string;
/// - a plain scalar is resolved by YAML 1.2's core schema, the same way wherever it stands: `null`, `Null`, `NULL`,
///   `~` and nothing are null; `true`/`false` (also `True`, `TRUE`, …) are booleans; `44`, `-3`, `0o17`, `0x1F`,
///   `2.5`, `1e3`, `.5` are numbers; everything else (`yes`, `on`, `2024-01-01`, `1_000`) is a string;
/// - `!!null`, `!!bool`, `!!int` and `!!float` resolve their text by the same schema and must give that kind;
/// - a non-finite number is refused with its path: `.inf`, `-.inf`, `.nan`, and a number beyond a Double's range
///   such as `1e309` (with the message JSON gives that number), so a YAML spec holds only what its JSON twin can;
/// - keys are the text of scalar keys, each written at most once in a mapping (a second is refused at its line and
///   column, as in JSON); `<<` merges a mapping (or a list of mappings) into the one it stands in,
///   keys written beside it winning.
extension JSONValue {
    /// Builds the tree of a composed YAML document (`nil`, an empty document, is `null`).
    ///
    /// - Parameters:
    ///   - root: the document's root node, as `Parser.singleRoot()` gives it (aliases resolved).
    ///   - file: the name used in messages.
    /// - Throws: ``ListSpecError`` with every value that cannot be part of a spec, each with its JSON path.
    static func fromYAML(_ root: Node?, file: String) throws(ListSpecError) -> JSONValue {
        guard let root else { return .null }
        var builder = YAMLTreeBuilder()
        let tree = builder.build(root, at: "")
        if case .scalar(let scalar) = root, !builder.issues.isEmpty {
            // A document that is one scalar is no spec, whatever the scalar: say that, with no path (as for JSON).
            throw ListSpecError(file: file, issues: [ListSpecIssue(
                path: "", message: "must be an object, got " + YAMLTreeBuilder.rootSummary(scalar))])
        }
        guard builder.issues.isEmpty else { throw ListSpecError(file: file, issues: builder.issues) }
        return tree
    }

    /// The value of a plain scalar's text by YAML 1.2's core schema (null, boolean, number, or the text itself).
    ///
    /// ```swift
    /// JSONValue.resolvingPlainYAML("44")     // .number(44)
    /// JSONValue.resolvingPlainYAML("~")      // .null
    /// JSONValue.resolvingPlainYAML("yes")    // .string("yes")
    /// JSONValue.resolvingPlainYAML(".inf")   // .number(.infinity)
    /// ```
    ///
    /// - Parameter text: the scalar's text.
    /// - Returns: the value; numbers may be non-finite (`.inf`, `.nan`, `1e309`): the caller refuses those.
    static func resolvingPlainYAML(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if let value = YAMLCoreNumber.integer(text) ?? YAMLCoreNumber.float(text) { return .number(value) }
        return .string(text)
    }
}

/// The walk from Yams's nodes to a ``JSONValue`` tree, gathering every value a spec cannot hold. Recursive: the
/// document has passed ``YAMLBudget`` (at most ``ListSpecLimits/depth`` levels, aliases expanded).
private struct YAMLTreeBuilder {
    var issues: [ListSpecIssue] = []

    mutating func build(_ node: Node, at path: String) -> JSONValue {
        switch node {
        case .scalar(let scalar): return scalarValue(scalar, at: path)
        case .sequence(let sequence):
            guard collectionTagIsAccepted(sequence.tag, expected: .seq, at: path) else { return .null }
            return .array(sequence.enumerated().map { build($1, at: path + "[\($0)]") })
        case .mapping(let mapping):
            guard collectionTagIsAccepted(mapping.tag, expected: .map, at: path) else { return .null }
            return .object(object(mapping, at: path))
        }
    }

    /// The pairs of a mapping, with `<<` merges applied (keys written in the mapping win over merged ones, and an
    /// earlier mapping of a merged list over a later one, as YAML's merge key defines).
    mutating func object(_ mapping: Node.Mapping, at path: String) -> [(String, JSONValue)] {
        var own: [(String, JSONValue)] = []
        var merged: [(String, JSONValue)] = []
        var written: [String: Mark?] = [:]
        for (key, value) in mapping {
            guard case .scalar(let keyScalar) = key else {
                issues.append(ListSpecIssue(
                    path: path, message: "YAML mapping with \(Self.kind(of: key)) as a key: keys must be strings"))
                continue
            }
            // A key written twice (YAML forbids it; libyaml keeps both, and the last would win where JSON's reader
            // keeps the first): refused, at the second, naming the first. A merged key is no duplicate.
            if let first = written[keyScalar.string] {
                issues.append(ListSpecIssue(
                    path: path,
                    message: "the key \(ListJSONString.quoted(keyScalar.string)) appears twice"
                        + (first.map { " (first at \($0.line):\($0.column))" } ?? ""),
                    line: keyScalar.mark?.line, column: keyScalar.mark?.column))
                continue
            }
            written[keyScalar.string] = keyScalar.mark
            if isMergeKey(keyScalar) {
                merge(value, into: &merged, at: path)
            } else {
                own.append((keyScalar.string, build(value, at: SpecReader.join(path, keyScalar.string))))
            }
        }
        // The mapping's own keys in their order, then the merged keys it does not write, in the order merged.
        let ownKeys = Set(own.map(\.0))
        return own + merged.filter { !ownKeys.contains($0.0) }
    }

    mutating func merge(_ value: Node, into merged: inout [(String, JSONValue)], at path: String) {
        let sources: [Node]
        switch value {
        case .mapping: sources = [value]
        case .sequence(let sequence) where sequence.allSatisfy({ $0.mapping != nil }): sources = Array(sequence)
        default:
            issues.append(ListSpecIssue(
                path: SpecReader.join(path, "<<"),
                message: "a merge key (<<) takes a mapping or a list of mappings, got \(Self.kind(of: value))"))
            return
        }
        for source in sources {
            guard case .mapping(let mapping) = source else { continue }
            let earlier = Set(merged.map(\.0))
            merged += object(mapping, at: path).filter { !earlier.contains($0.0) }
        }
    }

    func isMergeKey(_ key: Node.Scalar) -> Bool {
        key.string == "<<" && (key.tag.description == Tag.Name.merge.rawValue
            || (key.tag.description == Tag.Name.implicit.rawValue && key.style == .plain))
    }

    mutating func scalarValue(_ scalar: Node.Scalar, at path: String) -> JSONValue {
        let tag = scalar.tag.description
        let value: JSONValue
        switch tag {
        case Tag.Name.implicit.rawValue:
            // libyaml tags every quoted and block scalar `!!str`: only plain scalars reach here untagged.
            value = scalar.style == .plain || scalar.style == .any
                ? JSONValue.resolvingPlainYAML(scalar.string) : .string(scalar.string)
        case Tag.Name.str.rawValue, Tag.Name.nonSpecific.rawValue: return .string(scalar.string)
        case Tag.Name.null.rawValue, Tag.Name.bool.rawValue, Tag.Name.int.rawValue, Tag.Name.float.rawValue:
            value = JSONValue.resolvingPlainYAML(scalar.string)
            guard Self.kind(value, matches: tag, text: scalar.string) else {
                issues.append(ListSpecIssue(
                    path: path, message: "\(Self.shortTag(tag)) \(ListJSONString.quoted(scalar.string)) is not "
                        + Self.expectation(of: tag)))
                return .null
            }
        default:
            issues.append(ListSpecIssue(
                path: path,
                message: "YAML tag \(Self.shortTag(tag)) is not supported: a spec holds only null, booleans,"
                    + " numbers, strings, lists and mappings (tag a string !!str, or write no tag)"))
            return .null
        }
        if case .number(let number) = value, !number.isFinite {
            issues.append(ListSpecIssue(path: path, message: Self.nonFiniteMessage(scalar.string)))
            return .null
        }
        return value
    }

    mutating func collectionTagIsAccepted(_ tag: Tag, expected: Tag.Name, at path: String) -> Bool {
        let name = tag.description
        guard name != Tag.Name.implicit.rawValue, name != Tag.Name.nonSpecific.rawValue, name != expected.rawValue
        else { return true }
        issues.append(ListSpecIssue(
            path: path,
            message: "YAML tag \(Self.shortTag(name)) is not supported: a spec holds only null, booleans,"
                + " numbers, strings, lists and mappings (write no tag)"))
        return false
    }

    /// Why a plain number that is not finite is refused: YAML's infinities and NaN by name, any other (a literal
    /// beyond a Double's range) with the message a JSON spec gets for it.
    static func nonFiniteMessage(_ text: String) -> String {
        guard text.hasPrefix(".") || text.hasPrefix("-.") || text.hasPrefix("+."), text.lowercased().hasSuffix("inf")
            || text.lowercased() == ".nan"
        else {
            return "a number beyond the range of a 64-bit floating-point value (about ±1.8e308)"
        }
        return "must be a finite number, got \(text) (a spec's numbers are finite; quote it for the text"
            + " \(ListJSONString.quoted(text)))"
    }

    /// How a root scalar that cannot be read is named in "must be an object, got …": a number beyond range as
    /// JSON names it, anything else as written (with its tag).
    static func rootSummary(_ scalar: Node.Scalar) -> String {
        let tag = scalar.tag.description
        if tag == Tag.Name.implicit.rawValue,
            case .number(let number) = JSONValue.resolvingPlainYAML(scalar.string), number.isInfinite,
            !nonFiniteMessage(scalar.string).hasPrefix("must be")
        {
            return "a number beyond the range of a 64-bit floating-point value"
        }
        let text = tag == Tag.Name.implicit.rawValue ? scalar.string : ListJSONString.quoted(scalar.string)
        return tag == Tag.Name.implicit.rawValue ? text : "\(shortTag(tag)) \(text)"
    }

    static func kind(_ value: JSONValue, matches tag: String, text: String) -> Bool {
        switch (tag, value) {
        case (Tag.Name.null.rawValue, .null), (Tag.Name.bool.rawValue, .bool), (Tag.Name.float.rawValue, .number):
            return true
        case (Tag.Name.int.rawValue, .number): return YAMLCoreNumber.integer(text) != nil
        default: return false
        }
    }

    static func expectation(of tag: String) -> String {
        switch tag {
        case Tag.Name.null.rawValue: "null (null, ~ or nothing)"
        case Tag.Name.bool.rawValue: "a boolean (true or false)"
        case Tag.Name.int.rawValue: "an integer (such as 44, 0o17 or 0x1F)"
        default: "a number (such as 44, 2.5 or 1e3)"
        }
    }

    /// `!!str` for `tag:yaml.org,2002:str`, other tags as written.
    static func shortTag(_ tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }

    static func kind(of node: Node) -> String {
        switch node {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
