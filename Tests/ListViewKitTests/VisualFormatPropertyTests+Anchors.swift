import Foundation
import ListCore
import ListTestSupport
import ListViewKit
import Testing

extension VisualFormatPropertyTests {
    static let categories: [ListContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraLarge]

    /// A container in a random environment with one plain view per view of the program.
    static func scene(_ program: Program, seed: UInt64) -> (UIView, [UIView]) {
        var rng = SplitMix64(seed: seed ^ 0x5EED)
        let host = UIView(frame: CGRect(
            x: 0, y: 0, width: CGFloat(Int.random(in: 200...400, using: &rng)),
            height: CGFloat(Int.random(in: 200...400, using: &rng))))
        host.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(
            contentSizeCategory: categories.randomElement(using: &rng)!,
            layoutDirection: Bool.random(using: &rng) ? .rightToLeft : .leftToRight))
        host.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: CGFloat(Int.random(in: 0...20, using: &rng)), leading: CGFloat(Int.random(in: 0...20, using: &rng)),
            bottom: CGFloat(Int.random(in: 0...20, using: &rng)), trailing: CGFloat(Int.random(in: 0...20, using: &rng)))
        let views = program.sizes.indices.map { _ in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(view)
            return view
        }
        return (host, views)
    }

    static func relate<A: ListLayoutAnchor>(_ a: A, _ relation: Relation, _ b: A, _ c: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: a.constraint(equalTo: b, constant: c)
        case .greaterThanOrEqual: a.constraint(greaterThanOrEqualTo: b, constant: c)
        case .lessThanOrEqual: a.constraint(lessThanOrEqualTo: b, constant: c)
        }
    }

    static func flipped(_ relation: Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }

    static func with(_ constraint: NSLayoutConstraint, _ priority: Float) -> NSLayoutConstraint {
        constraint.priority = UILayoutPriority(priority)
        return constraint
    }

    /// The program as a person writes it with anchors, reading Apple's description of each part of the format.
    static func anchors(_ program: Program, host: UIView, views: [UIView]) -> [NSLayoutConstraint] {
        if program.vertical {
            return anchors(program, host, views, \.topAnchor, \.bottomAnchor, \.topAnchor, \.bottomAnchor, false)
        }
        if program.direction.contains(.directionRightToLeft) {
            return anchors(program, host, views, \.rightAnchor, \.leftAnchor, \.rightAnchor, \.leftAnchor, true)
        }
        if program.direction.contains(.directionLeftToRight) {
            return anchors(program, host, views, \.leftAnchor, \.rightAnchor, \.leftAnchor, \.rightAnchor, false)
        }
        return anchors(program, host, views, \.leadingAnchor, \.trailingAnchor, \.leadingAnchor, \.trailingAnchor, false)
    }

    // swiftlint:disable:next function_parameter_count
    static func anchors<A: ListLayoutAnchor>(
        _ program: Program, _ host: UIView, _ views: [UIView], _ start: KeyPath<UIView, A>, _ end: KeyPath<UIView, A>,
        _ guideStart: KeyPath<UILayoutGuide, A>, _ guideEnd: KeyPath<UILayoutGuide, A>, _ reversed: Bool
    ) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let dimension: KeyPath<UIView, NSLayoutDimension> = program.vertical ? \.heightAnchor : \.widthAnchor
        let margins = host.layoutMarginsGuide
        /// `later` sits `relation c` after `earlier` along the flow; the view is written first.
        func gap(later: A, earlier: A, viewIsLater: Bool, _ predicate: Predicate) {
            let constraint: NSLayoutConstraint
            switch (viewIsLater, reversed) {
            case (true, false): constraint = relate(later, predicate.relation, earlier, predicate.constant)
            case (true, true): constraint = relate(later, flipped(predicate.relation), earlier, -predicate.constant)
            case (false, false): constraint = relate(earlier, flipped(predicate.relation), later, -predicate.constant)
            case (false, true): constraint = relate(earlier, predicate.relation, later, predicate.constant)
            }
            made.append(with(constraint, predicate.priority))
        }
        func predicates(_ gap: Gap, standard: CGFloat) -> [Predicate] {
            switch gap {
            case .none: []
            case .flush: [Predicate(relation: .equal, constant: 0, priority: 1000)]
            case .standard: [Predicate(relation: .equal, constant: standard, priority: 1000)]
            case .predicates(let list): list
            }
        }
        let count = views.count
        if case .standard = program.gaps[0] {
            made.append(views[0][keyPath: start].constraint(equalTo: margins[keyPath: guideStart]))
        } else {
            for predicate in predicates(program.gaps[0], standard: 0) {
                gap(later: views[0][keyPath: start], earlier: host[keyPath: start], viewIsLater: true, predicate)
            }
        }
        for index in 0..<count {
            let size = views[index][keyPath: dimension]
            for predicate in program.sizes[index] {
                let constraint: NSLayoutConstraint
                if predicate.previousView {
                    constraint = size.constraint(equalTo: views[index - 1][keyPath: dimension])
                } else {
                    switch predicate.relation {
                    case .equal: constraint = size.constraint(equalToConstant: predicate.constant)
                    case .greaterThanOrEqual: constraint = size.constraint(greaterThanOrEqualToConstant: predicate.constant)
                    case .lessThanOrEqual: constraint = size.constraint(lessThanOrEqualToConstant: predicate.constant)
                    }
                }
                made.append(with(constraint, predicate.priority))
            }
            guard index + 1 < count else { continue }
            for predicate in predicates(program.gaps[index + 1], standard: 8) {
                gap(later: views[index + 1][keyPath: start], earlier: views[index][keyPath: end], viewIsLater: true, predicate)
            }
        }
        if case .standard = program.gaps[count] {
            made.append(views[count - 1][keyPath: end].constraint(equalTo: margins[keyPath: guideEnd]))
        } else {
            for predicate in predicates(program.gaps[count], standard: 0) {
                gap(later: host[keyPath: end], earlier: views[count - 1][keyPath: end], viewIsLater: false, predicate)
            }
        }
        made += alignments(program, views)
        return made
    }

    /// Each view aligned with the first one, as a person writes it.
    static func alignments(_ program: Program, _ views: [UIView]) -> [NSLayoutConstraint] {
        let x: [(NSLayoutConstraint.FormatOptions, KeyPath<UIView, NSLayoutXAxisAnchor>)] = [
            (.alignAllLeft, \.leftAnchor), (.alignAllRight, \.rightAnchor), (.alignAllLeading, \.leadingAnchor),
            (.alignAllTrailing, \.trailingAnchor), (.alignAllCenterX, \.centerXAnchor),
        ]
        let y: [(NSLayoutConstraint.FormatOptions, KeyPath<UIView, NSLayoutYAxisAnchor>)] = [
            (.alignAllTop, \.topAnchor), (.alignAllBottom, \.bottomAnchor), (.alignAllCenterY, \.centerYAnchor),
        ]
        var made: [NSLayoutConstraint] = []
        for view in views.dropFirst() {
            for (option, anchor) in x where program.alignment.contains(option) {
                made.append(view[keyPath: anchor].constraint(equalTo: views[0][keyPath: anchor]))
            }
            for (option, anchor) in y where program.alignment.contains(option) {
                made.append(view[keyPath: anchor].constraint(equalTo: views[0][keyPath: anchor]))
            }
        }
        return made
    }

    /// What both trees share: each view's place across the axis, and the low-priority wishes along it.
    static func shared(_ program: Program, host: UIView, views: [UIView]) -> (before: [NSLayoutConstraint], after: [NSLayoutConstraint]) {
        var before: [NSLayoutConstraint] = [], after: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            let (position, size) = program.cross[index]
            let (wishPosition, wishSize) = program.wishes[index]
            if program.vertical {
                before.append(view.widthAnchor.constraint(equalToConstant: size))
                if index == 0 || program.alignment.isEmpty {
                    before.append(view.leftAnchor.constraint(equalTo: host.leftAnchor, constant: position))
                }
                after.append(with(view.heightAnchor.constraint(equalToConstant: wishSize), 100 + Float(index)))
                after.append(with(view.topAnchor.constraint(equalTo: host.topAnchor, constant: wishPosition), 50 + Float(index)))
            } else {
                before.append(view.heightAnchor.constraint(equalToConstant: size))
                if index == 0 || program.alignment.isEmpty {
                    before.append(view.topAnchor.constraint(equalTo: host.topAnchor, constant: position))
                }
                after.append(with(view.widthAnchor.constraint(equalToConstant: wishSize), 100 + Float(index)))
                after.append(with(view.leftAnchor.constraint(equalTo: host.leftAnchor, constant: wishPosition), 50 + Float(index)))
            }
        }
        return (before, after)
    }

    @Test func test_whenRandomFormatsAreLaidOut_thatTheyGiveTheFramesOfTheAnchorsWrittenForThem() throws {
        var formats = Set<String>()
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            let program = Self.program(&rng)
            formats.insert(program.format)
            let (formatHost, formatViews) = Self.scene(program, seed: seed)
            let (anchorHost, anchorViews) = Self.scene(program, seed: seed)
            var names: [String: Any] = [:]
            for (index, view) in formatViews.enumerated() { names["v\(index)"] = view }
            let options = program.direction.union(program.alignment)
            let fromFormat = try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: program.format, options: options, metrics: program.metrics, views: names)
            let byHand = Self.anchors(program, host: anchorHost, views: anchorViews)
            #expect(fromFormat.count == byHand.count, "seed \(seed): \(program.format)")
            for (host, views, constraints) in [(formatHost, formatViews, fromFormat), (anchorHost, anchorViews, byHand)] {
                let shared = Self.shared(program, host: host, views: views)
                NSLayoutConstraint.activate(shared.before + constraints + shared.after)
                host.layoutIfNeeded()
            }
            for (made, expected) in zip(formatViews, anchorViews) {
                let close = [
                    (made.frame.minX, expected.frame.minX), (made.frame.minY, expected.frame.minY),
                    (made.frame.width, expected.frame.width), (made.frame.height, expected.frame.height),
                ].allSatisfy { abs($0.0 - $0.1) < 1e-6 }
                #expect(close, "seed \(seed): \(program.format) \(options): \(made.frame) vs \(expected.frame)")
            }
            #expect(formatHost.brokenConstraints.count == anchorHost.brokenConstraints.count, "seed \(seed)")
        }
        #expect(formats.count > 250)  // the generator really varies
    }
}
