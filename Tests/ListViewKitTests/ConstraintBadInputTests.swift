import Foundation
import ListCore
import ListViewKit
import Testing

/// Issue 35's bad input that the other suites leave out: a zero (or vanishing) multiplier on a size, rings of `>=`
/// that cannot be met, a constraint to a view that no longer exists. Each is UIKit's resolution with a record
/// (a broken constraint, a log line) or a refusal — never a hang, a trap or a frame nothing explains.
@MainActor
@Suite struct ConstraintBadInputTests {
    func solved(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func place(_ view: UIView, in root: UIView, x: CGFloat = 0) -> [NSLayoutConstraint] {
        [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
         view.topAnchor.constraint(equalTo: root.topAnchor)]
    }

    @Test func test_whenASizesMultiplierIsZero_thatTheSizeIsTheConstant_asUIKitSolvesIt() {
        ListConstraintLog.clear()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        root.addSubview(fixed)
        let a = solved(in: root), b = solved(in: root)
        NSLayoutConstraint.activate(place(a, in: root) + place(b, in: root, x: 100) + [
            a.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0, constant: 30),  // 0 × a fixed size
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0, constant: 10),     // 0 × its own size
            // b's width only through a zero multiplier of a solved size: the multiplier is never a divisor.
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0, constant: 7),
            b.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 1e-300, constant: 3),  // vanishing: 0
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 7, height: 3))
        #expect(root.brokenConstraints.isEmpty && ListConstraintLog.messages.isEmpty)
    }

    @Test func test_whenARingOfGreaterThanOrEqualCannotBeMet_thatTheClosingConstraintIsBroken_andTheRestHold() throws {
        ListConstraintLog.clear()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = (0..<3).map { _ in solved(in: root) }
        for (index, view) in views.enumerated() {
            NSLayoutConstraint.activate(place(view, in: root, x: CGFloat(index) * 100) + [
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            let least = view.widthAnchor.constraint(equalToConstant: 0)
            least.priority = .defaultLow
            least.isActive = true
        }
        let ring = [
            views[2].widthAnchor.constraint(equalToConstant: 20),
            views[1].widthAnchor.constraint(greaterThanOrEqualTo: views[2].widthAnchor, constant: 10),
            views[0].widthAnchor.constraint(greaterThanOrEqualTo: views[1].widthAnchor, constant: 10),
            views[2].widthAnchor.constraint(greaterThanOrEqualTo: views[0].widthAnchor, constant: 10),
        ]
        ring[3].identifier = "closing"
        NSLayoutConstraint.activate(ring)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [40, 30, 20])
        #expect(root.brokenConstraints.map(\.identifier) == ["closing"])
        #expect(try #require(ListConstraintLog.messages.last).contains("closing"))
    }

    @Test func test_whenAPositionRingOfFiveHundredViewsCannotBeMet_thatTheLayoutEndsQuickly_withOneBreak() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let views = (0..<500).map { _ in solved(in: root) }
        var constraints: [NSLayoutConstraint] = []
        for (index, view) in views.enumerated() {
            constraints += [
                view.widthAnchor.constraint(equalToConstant: 2), view.heightAnchor.constraint(equalToConstant: 2),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ]
            if index > 0 {
                constraints.append(view.leadingAnchor.constraint(greaterThanOrEqualTo: views[index - 1].trailingAnchor))
            }
        }
        constraints.append(views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor))
        // The last view before the first: unsatisfiable with every width held at 2.
        constraints.append(views[0].leadingAnchor.constraint(greaterThanOrEqualTo: views[499].trailingAnchor))
        NSLayoutConstraint.activate(constraints)
        let clock = ContinuousClock()
        let started = clock.now
        root.layoutIfNeeded()
        #expect(clock.now - started < .seconds(30))
        #expect(root.brokenConstraints.count == 1)
        #expect(views[0].frame.minX == 0)
        #expect(zip(views, views.dropFirst()).allSatisfy { $1.frame.minX >= $0.frame.maxX })
    }

    @Test func test_whenAConstraintsOtherViewNoLongerExists_thatItDoesNotActivate_andTheLogSaysWhy() throws {
        ListConstraintLog.clear()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = solved(in: root)
        let constraint: NSLayoutConstraint = {
            let gone = UIView()
            return view.widthAnchor.constraint(equalTo: gone.widthAnchor)
        }()
        constraint.isActive = true
        #expect(!constraint.isActive && constraint.secondItem == nil)
        #expect(try #require(ListConstraintLog.messages.last).contains("its second item no longer exists"))
        root.layoutIfNeeded()
        #expect(root.brokenConstraints.isEmpty)
    }
}
