import Foundation
import ListCore
import ListSnapKit
import ListTestSupport
import ListViewKit
import Testing

/// A seeded property: random SnapKit programs and the anchor constraints they stand for (written out by hand here,
/// with SnapKit's documented signs) give identical frames, in random environments (widths, right to left, Dynamic
/// Type sizes).
@MainActor
@Suite struct SnapKitPropertyTests {
    /// One statement of a cell's layout, in both spellings.
    enum Statement {
        case leadingAfter(Int?, CGFloat)            // make.leading.equalTo(prev.snp.trailing).offset(a) / superview
        case horizontalInset(CGFloat)               // make.leading.trailing.equalToSuperview().inset(a)
        case leftRightInsets(CGFloat, CGFloat)      // make.left.right.equalToSuperview().inset(UIEdgeInsets)
        case directionalInsets(CGFloat, CGFloat)    // make.directionalHorizontalEdges…inset(NSDirectionalEdgeInsets)
        case centerXOffset(CGFloat)                 // make.centerX.equalToSuperview().offset(a)
        case widthFraction(CGFloat)                 // make.width.equalToSuperview().multipliedBy(m)
        case widthConstant(CGFloat)                 // make.width.equalTo(w)
        case widthAtMost(CGFloat, Float)            // make.width.lessThanOrEqualTo(w).priority(p)
        case trailingAtMostInset(CGFloat)           // make.trailing.lessThanOrEqualToSuperview().inset(a)
        case topBelow(Int?, CGFloat)                // make.top.equalTo(prev.snp.bottom).offset(a) / top.equalTo(a)
        case verticalInset(CGFloat)                 // make.top.bottom.equalToSuperview().inset(a)
        case centerYWith(Int)                       // make.centerY.equalTo(prev)
        case heightConstant(CGFloat)                // make.height.equalTo(h)
        case heightAtLeast(CGFloat)                 // make.height.greaterThanOrEqualTo(h)
        case heightWish(CGFloat, Float)             // make.height.equalTo(h).priority(p)
        case sizeOf(Int, CGFloat)                   // make.size.equalTo(prev).dividedBy(d)
        case bottomAtMostInset(CGFloat)             // make.bottom.lessThanOrEqualToSuperview().inset(a)
    }

    static func program(_ rng: inout SplitMix64, count: Int) -> [[Statement]] {
        func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &rng)) }
        return (0..<count).map { index in
            let previous = index > 0 ? Int.random(in: 0..<index, using: &rng) : nil
            var statements: [Statement] = []
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: statements += [.leadingAfter(previous, number(0...16)), .widthConstant(number(10...80))]
            case 1: statements += [.horizontalInset(number(0...30))]
            case 2: statements += [.leftRightInsets(number(0...30), number(0...30))]
            case 3: statements += [.directionalInsets(number(0...30), number(0...30))]
            case 4: statements += [.centerXOffset(number(-20...20)), .widthFraction([0.25, 0.5, 0.75][index % 3])]
            default: statements += [.leadingAfter(previous, number(0...16)), .trailingAtMostInset(number(0...16))]
            }
            if Bool.random(using: &rng) { statements.append(.widthAtMost(number(40...200), Float(number(300...900)))) }
            if let previous, Int.random(in: 0..<5, using: &rng) == 0 {
                statements.append(.sizeOf(previous, [1, 2, 4][index % 3]))
                statements.append(.topBelow(previous, number(0...8)))
                return statements
            }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: statements += [.topBelow(previous, number(0...12)), .heightConstant(number(8...40))]
            case 1: statements += [.verticalInset(number(0...20))]
            case 2 where previous != nil: statements += [.centerYWith(previous!), .heightAtLeast(number(8...30))]
            default:
                statements += [.topBelow(previous, number(0...12)), .heightAtLeast(number(4...20)),
                               .heightWish(number(10...50), Float(number(100...700))), .bottomAtMostInset(number(0...8))]
            }
            return statements
        }
    }

    static func applySnapKit(_ statements: [Statement], to view: UIView, views: [UIView]) {
        view.snp.makeConstraints { make in
            for statement in statements {
                switch statement {
                case .leadingAfter(let previous?, let a): make.leading.equalTo(views[previous].snp.trailing).offset(a)
                case .leadingAfter(nil, let a): make.leading.equalToSuperview().offset(a)
                case .horizontalInset(let a): make.leading.trailing.equalToSuperview().inset(a)
                case .leftRightInsets(let l, let r):
                    make.left.right.equalToSuperview().inset(UIEdgeInsets(top: 0, left: l, bottom: 0, right: r))
                case .directionalInsets(let l, let t):
                    make.directionalHorizontalEdges.equalToSuperview()
                        .inset(NSDirectionalEdgeInsets(top: 0, leading: l, bottom: 0, trailing: t))
                case .centerXOffset(let a): make.centerX.equalToSuperview().offset(a)
                case .widthFraction(let m): make.width.equalToSuperview().multipliedBy(m)
                case .widthConstant(let w): make.width.equalTo(w)
                case .widthAtMost(let w, let p): make.width.lessThanOrEqualTo(w).priority(p)
                case .trailingAtMostInset(let a): make.trailing.lessThanOrEqualToSuperview().inset(a)
                case .topBelow(let previous?, let a): make.top.equalTo(views[previous].snp.bottom).offset(a)
                case .topBelow(nil, let a): make.top.equalTo(a)
                case .verticalInset(let a): make.top.bottom.equalToSuperview().inset(a)
                case .centerYWith(let previous): make.centerY.equalTo(views[previous])
                case .heightConstant(let h): make.height.equalTo(h)
                case .heightAtLeast(let h): make.height.greaterThanOrEqualTo(h)
                case .heightWish(let h, let p): make.height.equalTo(h).priority(p)
                case .sizeOf(let previous, let d): make.size.equalTo(views[previous]).dividedBy(d)
                case .bottomAtMostInset(let a): make.bottom.lessThanOrEqualToSuperview().inset(a)
                }
            }
        }
    }

    static func applyAnchors(_ statements: [Statement], to view: UIView, views: [UIView], in parent: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        func at(_ constraint: NSLayoutConstraint, _ priority: Float) -> NSLayoutConstraint {
            constraint.priority = UILayoutPriority(priority)
            return constraint
        }
        var constraints: [NSLayoutConstraint] = []
        for statement in statements {
            switch statement {
            case .leadingAfter(let previous?, let a):
                constraints.append(view.leadingAnchor.constraint(equalTo: views[previous].trailingAnchor, constant: a))
            case .leadingAfter(nil, let a):
                constraints.append(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: a))
            case .horizontalInset(let a):
                constraints += [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: a),
                                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -a)]
            case .leftRightInsets(let l, let r):
                constraints += [view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: l),
                                view.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -r)]
            case .directionalInsets(let l, let t):
                constraints += [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: l),
                                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -t)]
            case .centerXOffset(let a):
                constraints.append(view.centerXAnchor.constraint(equalTo: parent.centerXAnchor, constant: a))
            case .widthFraction(let m):
                constraints.append(view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: m))
            case .widthConstant(let w): constraints.append(view.widthAnchor.constraint(equalToConstant: w))
            case .widthAtMost(let w, let p):
                constraints.append(at(view.widthAnchor.constraint(lessThanOrEqualToConstant: w), p))
            case .trailingAtMostInset(let a):
                constraints.append(view.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -a))
            case .topBelow(let previous?, let a):
                constraints.append(view.topAnchor.constraint(equalTo: views[previous].bottomAnchor, constant: a))
            case .topBelow(nil, let a):
                constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: a))
            case .verticalInset(let a):
                constraints += [view.topAnchor.constraint(equalTo: parent.topAnchor, constant: a),
                                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -a)]
            case .centerYWith(let previous):
                constraints.append(view.centerYAnchor.constraint(equalTo: views[previous].centerYAnchor))
            case .heightConstant(let h): constraints.append(view.heightAnchor.constraint(equalToConstant: h))
            case .heightAtLeast(let h): constraints.append(view.heightAnchor.constraint(greaterThanOrEqualToConstant: h))
            case .heightWish(let h, let p): constraints.append(at(view.heightAnchor.constraint(equalToConstant: h), p))
            case .sizeOf(let previous, let d):
                constraints += [view.widthAnchor.constraint(equalTo: views[previous].widthAnchor, multiplier: 1 / d),
                                view.heightAnchor.constraint(equalTo: views[previous].heightAnchor, multiplier: 1 / d)]
            case .bottomAtMostInset(let a):
                constraints.append(view.bottomAnchor.constraint(lessThanOrEqualTo: parent.bottomAnchor, constant: -a))
            }
        }
        NSLayoutConstraint.activate(constraints)
    }

    static func tree(seed: UInt64, snapKit: Bool) -> (content: UIView, views: [UIView]) {
        var rng = SplitMix64(seed: seed)
        let categories = ListContentSizeCategory.allCases
        let content = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(Int.random(in: 200...420, using: &rng)),
                                           height: CGFloat(Int.random(in: 60...200, using: &rng))))
        content.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(
            contentSizeCategory: categories[Int.random(in: 0..<categories.count, using: &rng)],
            layoutDirection: Bool.random(using: &rng) ? .rightToLeft : .leftToRight))
        let count = Int.random(in: 1...5, using: &rng)
        let views: [UIView] = (0..<count).map { index in
            guard Bool.random(using: &rng) else { return UIView() }
            let label = UILabel()
            label.text = ["Ada", "Grace Hopper", "Margaret Hamilton wrote the flight software"][index % 3]
            label.font = .preferredFont(forTextStyle: .body)
            return label
        }
        for view in views { content.addSubview(view) }
        for (view, statements) in zip(views, program(&rng, count: count)) {
            if snapKit {
                applySnapKit(statements, to: view, views: views)
            } else {
                applyAnchors(statements, to: view, views: views, in: content)
            }
        }
        content.layoutIfNeeded()
        return (content, views)
    }

    @Test func test_whenRandomSnapKitProgramsAreLaidOut_thatTheyGiveTheFramesOfTheSameAnchorConstraints() {
        var constraintCount = 0
        for seed in UInt64(1)...300 {
            let snap = Self.tree(seed: seed, snapKit: true)
            let anchors = Self.tree(seed: seed, snapKit: false)
            let snapConstraints = ([snap.content] + snap.views).flatMap(\.constraints)
            let anchorConstraints = ([anchors.content] + anchors.views).flatMap(\.constraints)
            #expect(snapConstraints.count == anchorConstraints.count, "seed \(seed)")
            #expect(snap.views.map(\.frame) == anchors.views.map(\.frame), "seed \(seed)")
            #expect(snap.content.brokenConstraints.count == anchors.content.brokenConstraints.count, "seed \(seed)")
            constraintCount += snapConstraints.count
        }
        #expect(constraintCount > 1_500)   // the programs are not trivially small
    }
}
