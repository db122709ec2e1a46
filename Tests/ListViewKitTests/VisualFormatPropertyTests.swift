import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

/// Seeded random visual formats — every kind of connection (flush, standard, numbers, metrics, predicate lists with
/// relations and priorities, negative spacings), size predicates (numbers, ranges, another view), alignment and
/// direction options — in random environments (container sizes, directional margins, both layout directions, Dynamic
/// Type sizes) give the frames of the anchor constraints a person would write for them by hand (the other way round
/// where that is how one writes it: `a.trailing == superview.trailing - 8`, the margins guide's anchors).
@MainActor
@Suite struct VisualFormatPropertyTests {
    typealias Relation = NSLayoutConstraint.Relation

    /// One spacing or size predicate: `relation constant @priority` (1000: required).
    struct Predicate {
        var relation: Relation
        var constant: CGFloat
        var priority: Float
        /// The metric name the format writes instead of the number, if any.
        var metric: String?
        /// For a size: the previous view's size instead of a constant.
        var previousView = false
    }

    enum Gap {
        case none, flush, standard
        case predicates([Predicate])
    }

    struct Program {
        var vertical: Bool
        var direction: NSLayoutConstraint.FormatOptions
        var alignment: NSLayoutConstraint.FormatOptions
        var sizes: [[Predicate]]
        /// gaps[0] before the first view (`.none`: no leading `|`), gaps[n] after the last.
        var gaps: [Gap]
        var metrics: [String: Any] = [:]
        var format = ""
        /// Across the axis, each view's position and size (the first view's position only when aligned).
        var cross: [(position: CGFloat, size: CGFloat)] = []
        /// Along the axis, each view's wished-for position and size (low priorities: one solution).
        var wishes: [(position: CGFloat, size: CGFloat)] = []
    }

    static func program(_ rng: inout SplitMix64) -> Program {
        var priorities: Float = 600
        var metricCount = 0
        var metrics: [String: Any] = [:]
        func predicate(_ relations: [Relation], _ range: ClosedRange<Int>, optional: Bool) -> Predicate {
            var result = Predicate(
                relation: relations.randomElement(using: &rng)!, constant: CGFloat(Int.random(in: range, using: &rng)),
                priority: 1000)
            if optional || result.relation == .lessThanOrEqual {
                priorities += 1
                result.priority = priorities  // each optional one at its own priority: one solution
            }
            if Bool.random(using: &rng) {
                metricCount += 1
                let name = "m\(metricCount)"
                let numbers: [Any] = [
                    Int(result.constant), Double(result.constant), CGFloat(result.constant), NSNumber(value: Int(result.constant)),
                ]
                metrics[name] = numbers.randomElement(using: &rng)!
                result.metric = name
            }
            return result
        }
        let count = Int.random(in: 1...4, using: &rng)
        let vertical = Bool.random(using: &rng)
        var sizes: [[Predicate]] = []
        for index in 0..<count {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: sizes.append([])
            case 1: sizes.append([predicate([.equal], 10...60, optional: Bool.random(using: &rng))])
            case 2: sizes.append([predicate([.greaterThanOrEqual], 10...40, optional: false)])
            case 3:
                sizes.append([
                    predicate([.greaterThanOrEqual], 10...30, optional: false),
                    predicate([.lessThanOrEqual], 40...80, optional: true),
                ])
            default:
                var same = Predicate(relation: .equal, constant: 0, priority: 1000, previousView: index > 0)
                if index == 0 { same = predicate([.equal], 20...50, optional: false) }
                sizes.append([same])
            }
        }
        var gaps: [Gap] = []
        for index in 0...count {
            let edge = index == 0 || index == count
            switch Int.random(in: 0..<(edge ? 6 : 5), using: &rng) {
            case 0: gaps.append(.flush)
            case 1: gaps.append(.standard)
            case 2: gaps.append(.predicates([predicate([.equal], 0...24, optional: false)]))
            case 3: gaps.append(.predicates([predicate([.greaterThanOrEqual, .lessThanOrEqual], 0...24, optional: true)]))
            case 4:
                gaps.append(.predicates([
                    predicate([.greaterThanOrEqual], -10...8, optional: false),
                    predicate([.equal], 10...30, optional: true),
                ]))
            default: gaps.append(.none)
            }
        }
        let directions: [NSLayoutConstraint.FormatOptions] = [[], .directionLeftToRight, .directionRightToLeft]
        let alignments: [NSLayoutConstraint.FormatOptions] =
            vertical
            ? [[], .alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
            : [[], .alignAllTop, .alignAllBottom, .alignAllCenterY]
        var program = Program(
            vertical: vertical, direction: vertical ? [] : directions.randomElement(using: &rng)!,
            alignment: alignments.randomElement(using: &rng)!, sizes: sizes, gaps: gaps, metrics: metrics)
        program.format = format(of: program)
        for _ in 0..<count {
            program.cross.append((CGFloat(Int.random(in: 0...40, using: &rng)), CGFloat(Int.random(in: 4...30, using: &rng))))
            program.wishes.append((CGFloat(Int.random(in: 0...200, using: &rng)), CGFloat(Int.random(in: 0...120, using: &rng))))
        }
        return program
    }

    static func text(_ predicate: Predicate, name: String) -> String {
        let object = predicate.previousView ? name : predicate.metric ?? String(Int(predicate.constant))
        let priority = predicate.priority < 1000 ? "@\(Int(predicate.priority))" : ""
        return predicate.relation.symbol + object + priority
    }

    static func format(of program: Program) -> String {
        func gap(_ gap: Gap) -> String {
            switch gap {
            case .none, .flush: return ""
            case .standard: return "-"
            case .predicates(let list):
                if list.count == 1, list[0].relation == .equal, list[0].priority == 1000, list[0].constant >= 0 {
                    return "-" + (list[0].metric ?? String(Int(list[0].constant))) + "-"  // the simple form
                }
                return "-(" + list.map { text($0, name: "") }.joined(separator: ",") + ")-"
            }
        }
        var format = program.vertical ? "V:" : "H:"
        if case .none = program.gaps[0] {} else { format += "|" + gap(program.gaps[0]) }
        for (index, sizes) in program.sizes.enumerated() {
            if index > 0 { format += gap(program.gaps[index]) }
            format += "[v\(index)"
            if !sizes.isEmpty { format += "(" + sizes.map { text($0, name: "v\(index - 1)") }.joined(separator: ",") + ")" }
            format += "]"
        }
        if case .none = program.gaps[program.sizes.count] {} else {
            format += gap(program.gaps[program.sizes.count]) + "|"
        }
        return format
    }
}
