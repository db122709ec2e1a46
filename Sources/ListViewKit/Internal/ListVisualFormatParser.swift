import Foundation

/// Reads a visual format string, one character at a time (linear in its length, no recursion), resolving view and
/// metric names as it goes so that each mistake is reported at its own position.
@MainActor
struct ListVisualFormatParser {
    private let scalars: [Unicode.Scalar]
    let format: String
    let metrics: [String: Any]
    let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        scalars = Array(format.unicodeScalars)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(ListVisualFormatError) -> ListVisualFormat {
        var result = ListVisualFormat()
        skipSpaces()
        if let first = peek, first == "H" || first == "V" {
            index += 1
            skipSpaces()
            guard peek == ":" else {
                throw error(.expectedColon, "expected ':' after '\(first)' to give the orientation")
            }
            index += 1
            result.axis = first == "V" ? .vertical : .horizontal
            skipSpaces()
        }
        if peek == "|" {
            let bar = index
            index += 1
            result.leadingSuperview = (try connection(), bar)
        }
        result.views.append(try view())
        while true {
            let next = try connection()
            skipSpaces()
            switch peek {
            case "["?:
                result.connections.append(next)
                result.views.append(try view())
            case "|"?:
                result.trailingSuperview = (next, index)
                index += 1
                skipSpaces()
                if index < scalars.count {
                    throw error(.unexpectedCharacter, "expected the end of the format after the closing '|'")
                }
                return result
            case nil:
                guard case .flush = next else {
                    index = scalars.count
                    throw error(.expectedView, "expected a view or '|' after the spacing")
                }
                return result
            default:
                if case .flush = next {
                    throw error(.unexpectedCharacter, "expected '-', a view, '|' or the end of the format")
                }
                throw error(.expectedView, "expected a view or '|' after the spacing")
            }
        }
    }

    // MARK: Items

    private mutating func view() throws(ListVisualFormatError) -> ListVisualFormat.View {
        skipSpaces()
        guard peek == "[" else {
            throw error(.expectedView, peek == "|" ? "'|' may only start or end a format" : "expected a view ('[name]')")
        }
        index += 1
        skipSpaces()
        let nameStart = index
        guard let name = identifier() else { throw error(.expectedViewName, "expected a view name after '['") }
        let view = try resolveView(name, at: nameStart)
        skipSpaces()
        var predicates: [ListVisualFormat.Predicate] = []
        if peek == "(" {
            predicates = try predicateList(allowingViews: true, owner: name)
            skipSpaces()
        }
        guard peek == "]" else {
            throw error(
                .expectedClosingBracket,
                predicates.isEmpty && peek != "("
                    ? "expected ']' or '(' after the view name \(Self.quoted(name))" : "expected ']' to end the view \(Self.quoted(name))")
        }
        index += 1
        return ListVisualFormat.View(view: view, predicates: predicates)
    }

    private mutating func connection() throws(ListVisualFormatError) -> ListVisualFormat.Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        index += 1
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [ListVisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateList(allowingViews: false, owner: nil)
        } else {
            guard let object = try simpleObject() else {
                throw error(
                    peek == nil ? .expectedView : .expectedPredicate,
                    peek == nil
                        ? "expected a view or '|' after '-'" : "expected a spacing (a number or a metric name) after '-'")
            }
            predicates = [ListVisualFormat.Predicate(relation: .equal, object: .constant(object), priority: 1000)]
        }
        skipSpaces()
        guard peek == "-" else { throw error(.expectedDash, "expected '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    // MARK: Predicates

    private mutating func predicateList(
        allowingViews: Bool, owner: String?
    ) throws(ListVisualFormatError) -> [ListVisualFormat.Predicate] {
        index += 1  // "("
        var predicates: [ListVisualFormat.Predicate] = []
        while true {
            predicates.append(try predicate(allowingViews: allowingViews))
            skipSpaces()
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else {
                throw error(
                    .expectedClosingParenthesis,
                    owner.map { "expected ')' or ',' after a predicate of view '\($0)'" }
                        ?? "expected ')' or ',' after a predicate of the spacing")
            }
            index += 1
            return predicates
        }
    }

    private mutating func predicate(allowingViews: Bool) throws(ListVisualFormatError) -> ListVisualFormat.Predicate {
        skipSpaces()
        var relation = ListLayoutConstraint.Relation.equal
        if index + 1 < scalars.count, scalars[index + 1] == "=" {
            switch scalars[index] {
            case "=": relation = .equal
            case "<": relation = .lessThanOrEqual
            case ">": relation = .greaterThanOrEqual
            default: break
            }
            if "=<>".unicodeScalars.contains(scalars[index]) { index += 2 }
        }
        skipSpaces()
        let start = index
        let object: ListVisualFormat.Predicate.Object
        if let name = identifier() {
            if metrics[name] != nil {
                object = .constant(try metric(name, at: start))
            } else if views[name] != nil {
                guard allowingViews else {
                    throw error(
                        .viewInSpacing, "a spacing cannot be the view \(Self.quoted(name)) (views compare only in a view's size)",
                        at: start)
                }
                object = .view(try resolveView(name, at: start))
            } else {
                throw error(
                    allowingViews ? .unknownView : .unknownMetric,
                    allowingViews
                        ? "\(Self.quoted(name)) is a key of neither the metrics nor the views dictionary"
                        : "\(Self.quoted(name)) is not a key of the metrics dictionary",
                    at: start)
            }
        } else if let value = try number(signed: true) {
            object = .constant(value)
        } else {
            throw error(.expectedPredicate, "expected a number, a metric name" + (allowingViews ? " or a view name" : ""))
        }
        skipSpaces()
        var priority: Float = 1000
        if peek == "@" {
            index += 1
            skipSpaces()
            let priorityStart = index
            guard let value = try simpleObject() else {
                throw error(.expectedPredicate, "expected a priority (a number or a metric name) after '@'")
            }
            guard value > 0, value <= 1000 else {
                throw error(
                    .invalidPriority, "a priority is in (0, 1000], got \(ListLayoutConstraint.number(value))",
                    at: priorityStart)
            }
            priority = Float(value)
        }
        return ListVisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A metric name or an unsigned number (`<simplePredicate>`, a priority), or `nil` when neither starts here.
    private mutating func simpleObject() throws(ListVisualFormatError) -> CGFloat? {
        let start = index
        if let name = identifier() {
            guard metrics[name] != nil else {
                throw error(.unknownMetric, "\(Self.quoted(name)) is not a key of the metrics dictionary", at: start)
            }
            return try metric(name, at: start)
        }
        return try number(signed: false)
    }

    // MARK: Tokens

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " { index += 1 }
    }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or `nil` (nothing consumed).
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first == "_" || first.properties.isAlphabetic else { return nil }
        let start = index
        while let scalar = peek, scalar.isASCII, scalar == "_" || scalar.properties.isAlphabetic
            || ("0"..."9").contains(scalar)
        {
            index += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<index])
        return name
    }

    /// A decimal number (`12`, `0.5`, `.5`, `1e3`, with a sign when `signed`), or `nil` when none starts here.
    private mutating func number(signed: Bool) throws(ListVisualFormatError) -> CGFloat? {
        let start = index
        if signed, let sign = peek, sign == "-" || sign == "+" { index += 1 }
        var digits = skipDigits()
        if peek == "." {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        if let e = peek, e == "e" || e == "E" {
            let mark = index
            index += 1
            if let sign = peek, sign == "-" || sign == "+" { index += 1 }
            if skipDigits() == 0 { index = mark }
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        guard let value = Double(text), value.isFinite, abs(value) <= Double(ListLayoutConstraint.maximumConstant)
        else {
            throw error(.invalidNumber, "\(Self.quoted(text)) is not a finite number of at most 1000000000 in magnitude", at: start)
        }
        return CGFloat(value)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let scalar = peek, ("0"..."9").contains(scalar) { index += 1 }
        return index - start
    }

    func error(
        _ kind: ListVisualFormatError.Kind, _ reason: String, at position: Int? = nil
    ) -> ListVisualFormatError {
        ListVisualFormatError(kind: kind, reason: reason, format: format, position: position ?? index)
    }
}
