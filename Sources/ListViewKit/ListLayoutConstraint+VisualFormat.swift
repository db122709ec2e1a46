import Foundation

extension ListLayoutConstraint {
    /// The most constraints one visual format makes (the most active constraints one solver system takes).
    public static let maximumVisualFormatConstraints = 10_000

    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`: the constraints an ASCII-art format
    /// describes, inactive, in the order they are written (then the alignment ones), to be activated as UIKit code
    /// does.
    ///
    /// ```swift
    /// let views: [String: Any] = ["title": title, "badge": badge]
    /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[title]-8-[badge(>=44)]-|", options: .alignAllCenterY, metrics: nil, views: views))
    /// ```
    ///
    /// Where UIKit raises an exception for a malformed format (or unknown names, or refused options), this makes no
    /// constraints and records UIKit's message — the reason, the format and a caret under the position — in
    /// ``ListConstraintLog``; ``checkedConstraints(withVisualFormat:options:metrics:views:)`` throws it instead.
    ///
    /// - Parameters:
    ///   - format: the format (Apple's grammar).
    ///   - opts: the alignment of the views across the format's axis and the direction of a horizontal format.
    ///   - metrics: the numbers the format names (any Swift number or `NSNumber`; finite, at most 10⁹ in magnitude).
    ///   - views: the views the format names.
    /// - Returns: the constraints, or none when the format cannot be read.
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [ListLayoutConstraint] {
        do throws(ListVisualFormatError) {
            return try checkedConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            ListConstraintLog.record(error.description)
            return []
        }
    }

    /// ``constraints(withVisualFormat:options:metrics:views:)``, throwing the mistake instead of logging it: use it
    /// in tests and tools that should fail on a bad format.
    ///
    /// - Throws: ``ListVisualFormatError``: the class of mistake, the reason and the position in the format.
    public static func checkedConstraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) throws(ListVisualFormatError) -> [ListLayoutConstraint] {
        var parser = ListVisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        let parsed = try parser.parse()
        try validate(opts, for: parsed.axis, format: format)
        var builder = VisualFormatBuilder(parsed: parsed, options: opts, format: format)
        return try builder.build()
    }

    private static func validate(
        _ options: FormatOptions, for axis: ListLayoutAxis, format: String
    ) throws(ListVisualFormatError) {
        func refuse(_ reason: String) -> ListVisualFormatError {
            ListVisualFormatError(kind: .invalidOptions, reason: reason, format: format, position: nil)
        }
        if options.intersection(.directionMask) == .directionMask {
            throw refuse("the options give both directionLeftToRight and directionRightToLeft")
        }
        if options.unknownAlignmentBits != 0 {
            throw refuse("the options have alignment bits that name no attribute (0x\(String(options.unknownAlignmentBits, radix: 16)))")
        }
        for attribute in options.alignedAttributes where attribute.axis == axis {
            let name = axis == .horizontal ? "horizontal (H:)" : "vertical (V:)"
            throw refuse(
                "the options align the views' \(attribute.name), along the axis a \(name) format lays them out on; "
                    + "align across it")
        }
    }
}

/// Turns a parsed format into constraints: the edges each connection relates, the standard spacings, the sizes,
/// the alignments.
@MainActor
private struct VisualFormatBuilder {
    let parsed: ListVisualFormat
    let options: ListLayoutConstraint.FormatOptions
    let format: String
    private var made: [ListLayoutConstraint] = []

    init(parsed: ListVisualFormat, options: ListLayoutConstraint.FormatOptions, format: String) {
        self.parsed = parsed
        self.options = options
        self.format = format
    }

    /// The flow's edges: where an item starts and ends along it, the superview's margins for the standard spacing,
    /// and whether the flow runs toward smaller coordinates (right to left).
    private var edges: (start: Attribute, end: Attribute, startMargin: Attribute, endMargin: Attribute, reversed: Bool) {
        if parsed.axis == .vertical { return (.top, .bottom, .topMargin, .bottomMargin, false) }
        if options.contains(.directionRightToLeft) { return (.right, .left, .rightMargin, .leftMargin, true) }
        if options.contains(.directionLeftToRight) { return (.left, .right, .leftMargin, .rightMargin, false) }
        return (.leading, .trailing, .leadingMargin, .trailingMargin, false)
    }

    typealias Attribute = ListLayoutConstraint.Attribute

    mutating func build() throws(ListVisualFormatError) -> [ListLayoutConstraint] {
        try checkCount()
        let edges = edges
        let size: Attribute = parsed.axis == .horizontal ? .width : .height
        let views = parsed.views
        if case let (connection, bar)? = parsed.leadingSuperview {
            guard let superview = views[0].view.superview else { throw noSuperview(at: bar) }
            let standard = connection.isStandard
            space(
                before: (superview, standard ? edges.startMargin : edges.start), after: (views[0].view, edges.start),
                connection, standard: 0)
        }
        for (offset, item) in views.enumerated() {
            for predicate in item.predicates {
                switch predicate.object {
                case .constant(let value):
                    add(item.view, size, predicate.relation, nil, .notAnAttribute, value, predicate.priority)
                case .view(let other):
                    add(item.view, size, predicate.relation, other, size, 0, predicate.priority)
                }
            }
            if offset + 1 < views.count {
                space(
                    before: (item.view, edges.end), after: (views[offset + 1].view, edges.start),
                    parsed.connections[offset], standard: ListLayoutConstraint.systemSpacing)
            }
        }
        if case let (connection, bar)? = parsed.trailingSuperview {
            let last = views[views.count - 1].view
            guard let superview = last.superview else { throw noSuperview(at: bar) }
            let standard = connection.isStandard
            space(
                before: (last, edges.end), after: (superview, standard ? edges.endMargin : edges.end), connection,
                standard: 0)
        }
        for attribute in options.alignedAttributes {
            for index in views.indices.dropFirst() {
                add(views[index].view, attribute, .equal, views[index - 1].view, attribute, 0, 1000)
            }
        }
        return made
    }

    /// The constraints of one connection: `after.start - before.end  relation  constant` along the flow (the
    /// other way round when it runs right to left), written with the item further along the coordinates first.
    private mutating func space(
        before: (ListView, Attribute), after: (ListView, Attribute), _ connection: ListVisualFormat.Connection,
        standard: CGFloat
    ) {
        let predicates: [ListVisualFormat.Predicate]
        switch connection {
        case .flush: predicates = [.init(relation: .equal, object: .constant(0), priority: 1000)]
        case .standard: predicates = [.init(relation: .equal, object: .constant(standard), priority: 1000)]
        case .predicates(let list): predicates = list
        }
        for predicate in predicates {
            guard case .constant(let value) = predicate.object else { continue }  // the parser allows no views here
            if edges.reversed {
                add(before.0, before.1, predicate.relation, after.0, after.1, value, predicate.priority)
            } else {
                add(after.0, after.1, predicate.relation, before.0, before.1, value, predicate.priority)
            }
        }
    }

    private mutating func add(
        _ first: ListView, _ attr1: Attribute, _ relation: ListLayoutConstraint.Relation, _ second: ListView?,
        _ attr2: Attribute, _ constant: CGFloat, _ priority: Float
    ) {
        let constraint = ListLayoutConstraint(
            item: first, attribute: attr1, relatedBy: relation, toItem: second, attribute: attr2, multiplier: 1,
            constant: constant)
        constraint.priority = ListLayoutPriority(priority)
        made.append(constraint)
    }

    private func checkCount() throws(ListVisualFormatError) {
        func count(_ connection: ListVisualFormat.Connection) -> Int {
            if case .predicates(let list) = connection { return list.count }
            return 1
        }
        var total = parsed.views.reduce(0) { $0 + $1.predicates.count }
        total += parsed.connections.reduce(0) { $0 + count($1) }
        total += [parsed.leadingSuperview?.0, parsed.trailingSuperview?.0].compactMap { $0 }.reduce(0) { $0 + count($1) }
        total += options.alignedAttributes.count * (parsed.views.count - 1)
        let limit = ListLayoutConstraint.maximumVisualFormatConstraints
        guard total <= limit else {
            throw ListVisualFormatError(
                kind: .tooManyConstraints,
                reason: "the format makes \(total) constraints; one system solves at most \(limit)", format: format,
                position: nil)
        }
    }

    private func noSuperview(at position: Int) -> ListVisualFormatError {
        ListVisualFormatError(
            kind: .noSuperview,
            reason: "'|' stands for the superview, but the view next to it has none (add it to its superview first)",
            format: format, position: position)
    }
}

extension ListVisualFormat.Connection {
    fileprivate var isStandard: Bool {
        if case .standard = self { return true }
        return false
    }
}
