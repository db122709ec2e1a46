import Foundation
import ListPreview

/// The `autolayout` suite (issue 35): a typical feed cell laid out with Auto Layout (`NSLayoutConstraint`, anchors;
/// 25 constraints of the app's and 12 of its three labels' intrinsic sizes: 37 in the solver) against the same cell
/// laid out with frames in `layoutSubviews`, and a self-sizing list of such cells.
///
/// Rows, all interleaved with their baseline in the same rounds:
/// - **fresh**: a new cell (views, text, constraints) laid out at a width — against a new frame-based cell laid out;
/// - **relayout**: a laid-out cell laid out again at another width (the solver's edit variables; labels
///   re-measured) — against the frame-based cell laid out again;
/// - **constant change**: a laid-out cell's constant changed and laid out again (an edit variable's suggestion, the
///   dual simplex) — against the same cell after a priority change, which rebuilds its solver (a fresh solve of the
///   same system, labels measured alike);
/// - **self-sizing list**: N cells fitted at 375 points (`systemLayoutSizeFitting`, width required, height
///   compressed) and laid out at their size, for N = 100, 1,000 and 3,000 — against the frame cells' `sizeThatFits` and
///   layout. Linear growth means a flat time per cell.
enum AutoLayoutBenchmark {
    static func run() throws {
        MainActor.assumeIsolated { runOnMain() }
    }

    static let texts = [
        "A short post", "Someone wrote a longer post that wraps onto a second line in most widths",
        "Shipping the constraint solver today, with the anchors and the item form of NSLayoutConstraint, in cells",
        "ok",
    ]
    static let widths: [CGFloat] = [375, 320, 414, 390]

    @MainActor static func runOnMain() {
        print(machineLine())
        let repeats = 100
        let constrained = (0..<4).map { ConstrainedFeedCell(text: texts[$0]) }
        let framed = (0..<4).map { FramedFeedCell(text: texts[$0]) }
        var step = 0
        let timings = Interleaved.measure(minRounds: 9, maxRounds: 41, budget: 3, [
            {
                for index in 0..<repeats { blackHole(ConstrainedFeedCell(text: texts[index & 3]).laidOut(at: widths[index & 3])) }
            },
            {
                for index in 0..<repeats { blackHole(FramedFeedCell(text: texts[index & 3]).laidOut(at: widths[index & 3])) }
            },
            {
                for index in 0..<repeats {
                    step += 1
                    blackHole(constrained[index & 3].laidOut(at: widths[(step >> 2) & 3]))   // each cell a new width
                }
            },
            {
                for index in 0..<repeats {
                    step += 1
                    blackHole(framed[index & 3].laidOut(at: widths[(step >> 2) & 3]))
                }
            },
        ])
        // A constant change (the badge's width, 8 ↔ 9: the solver's edit variable, the dual simplex) against a fresh
        // solve of the same system (an optional priority 250 ↔ 251 rebuilds the solver), each followed by the layout
        // pass that applies it; labels measured alike in both.
        let edited = ConstrainedFeedCell(text: texts[1]), rebuilt = ConstrainedFeedCell(text: texts[1])
        _ = edited.laidOut(at: 375)
        _ = rebuilt.laidOut(at: 375)
        let solves = Interleaved.measure(minRounds: 9, maxRounds: 41, budget: 2, [
            {
                for _ in 0..<repeats {
                    edited.badgeWidth.constant = edited.badgeWidth.constant == 8 ? 9 : 8
                    blackHole(edited.laidOut(at: 375))
                }
            },
            {
                for _ in 0..<repeats {
                    rebuilt.wish.priority = rebuilt.wish.priority == .defaultLow ? UILayoutPriority(251) : .defaultLow
                    blackHole(rebuilt.laidOut(at: 375))
                }
            },
        ])
        let perCell = Double(repeats) * 1_000
        let table = Table(columns: ["one cell (100 per run), µs", "Auto Layout µs (p90)", "frames µs (p90)", "x frames"])
        table.printHeader()
        table.printRow(["fresh (built + laid out)", format(timings[0], scale: perCell, 1), format(timings[1], scale: perCell, 1),
                        format(Interleaved.medianRatio(timings[0], over: timings[1]), 2)])
        table.printRow(["relayout at a new width", format(timings[2], scale: perCell, 1), format(timings[3], scale: perCell, 1),
                        format(Interleaved.medianRatio(timings[2], over: timings[3]), 2)])
        table.printRow(["constant change (edit)", format(solves[0], scale: perCell, 1), "-",
                        "1/" + format(1 / Interleaved.medianRatio(solves[0], over: solves[1]), 1) + " of fresh"])
        table.printRow(["fresh solve, same cell", format(solves[1], scale: perCell, 1), "-", "-"])
        print("(\(ConstrainedFeedCell.constraintCount) constraints of the cell's + 12 intrinsic-size ones; \(repeats) cells per run)")
        print()

        let list = Table(columns: ["self-sizing list, N cells", "Auto Layout ms (p90)", "µs/cell", "frames ms (p90)", "x frames"])
        list.printHeader()
        for count in [100, 1_000, 3_000] {
            let pair = Interleaved.measure(minRounds: count > 1_000 ? 3 : 5, maxRounds: 15, budget: 3, [
                {
                    for index in 0..<count {
                        let cell = ConstrainedFeedCell(text: texts[index & 3])
                        blackHole(cell.fittedAndLaidOut(width: 375))
                    }
                },
                {
                    for index in 0..<count {
                        let cell = FramedFeedCell(text: texts[index & 3])
                        blackHole(cell.fittedAndLaidOut(width: 375))
                    }
                },
            ])
            list.printRow(["\(count) cells", format(pair[0], scale: 1e6, 1), format(pair[0].median / 1e3 / Double(count), 1),
                           format(pair[1], scale: 1e6, 1), format(Interleaved.medianRatio(pair[0], over: pair[1]), 2)])
        }
        print("(sizes and frames: each cell fitted at 375 points, then laid out at its size)")
        print(machineLine())
    }
}

/// A feed cell as apps write it with anchors: avatar, name, time on the name's baseline, a wrapping body, a badge
/// and a divider.
@MainActor
final class ConstrainedFeedCell {
    static let constraintCount = 25
    let content = UIView(frame: .zero)
    let avatar = UIView(), name = UILabel(), time = UILabel(), body = UILabel(), badge = UIView(), divider = UIView()
    /// The badge's width (a constant the benchmark changes) and the body's optional bottom (a priority it changes).
    let badgeWidth: NSLayoutConstraint
    let wish: NSLayoutConstraint

    init(text: String) {
        name.text = "Ada Lovelace"
        name.font = .preferredFont(forTextStyle: .headline)
        time.text = "2 h"
        time.font = .preferredFont(forTextStyle: .caption1)
        body.text = text
        body.numberOfLines = 0
        for view in [avatar, name, time, body, badge, divider] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        badgeWidth = badge.widthAnchor.constraint(equalToConstant: 8)
        wish = body.bottomAnchor.constraint(equalTo: divider.topAnchor, constant: -12).withPriority(.defaultLow)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: time.leadingAnchor, constant: -8),
            time.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
            time.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -8),
            badge.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            badge.centerYAnchor.constraint(equalTo: name.centerYAnchor),
            badgeWidth,
            badge.heightAnchor.constraint(equalToConstant: 8),
            body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(lessThanOrEqualTo: divider.topAnchor, constant: -12),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: divider.topAnchor, constant: -12),
            divider.leadingAnchor.constraint(equalTo: body.leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            divider.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            divider.heightAnchor.constraint(equalToConstant: 1),
            name.bottomAnchor.constraint(lessThanOrEqualTo: avatar.bottomAnchor).withPriority(.defaultLow),
            wish,
            time.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8),
        ])
    }

    func laidOut(at width: CGFloat) -> CGRect {
        content.frame = CGRect(x: 0, y: 0, width: width, height: 120)
        content.layoutIfNeeded()
        return body.frame
    }

    func fittedAndLaidOut(width: CGFloat) -> CGRect {
        let size = content.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        content.frame = CGRect(origin: .zero, size: size)
        content.layoutIfNeeded()
        return divider.frame
    }
}

/// The same cell with frames computed in `layoutSubviews` (what apps wrote before Auto Layout).
@MainActor
final class FramedFeedCell {
    final class Content: UIView {
        let avatar = UIView(), name = UILabel(), time = UILabel(), body = UILabel(), badge = UIView(), divider = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [avatar, name, time, body, badge, divider] { addSubview(view) }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let text = size.width - 68 - 16
            let nameHeight = name.sizeThatFits(CGSize(width: text, height: .greatestFiniteMagnitude)).height
            let bodyHeight = body.sizeThatFits(CGSize(width: text, height: .greatestFiniteMagnitude)).height
            return CGSize(width: size.width, height: max(12 + 40, 12 + nameHeight + 4 + bodyHeight) + 12 + 1)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let width = bounds.width
            avatar.frame = CGRect(x: 16, y: 12, width: 40, height: 40)
            badge.frame = CGRect(x: width - 24, y: 0, width: 8, height: 8)
            let timeSize = time.sizeThatFits(.zero)
            time.frame = CGRect(origin: CGPoint(x: badge.frame.minX - 8 - timeSize.width, y: 12), size: timeSize)
            let nameSize = name.sizeThatFits(.zero)
            name.frame = CGRect(x: 68, y: 12, width: min(nameSize.width, time.frame.minX - 8 - 68), height: nameSize.height)
            badge.center.y = name.frame.midY
            let bodyHeight = body.sizeThatFits(CGSize(width: width - 68 - 16, height: .greatestFiniteMagnitude)).height
            body.frame = CGRect(x: 68, y: name.frame.maxY + 4, width: width - 68 - 16, height: bodyHeight)
            divider.frame = CGRect(x: 68, y: bounds.height - 1, width: width - 68, height: 1)
        }
    }

    let content = Content(frame: .zero)

    init(text: String) {
        content.name.text = "Ada Lovelace"
        content.name.font = .preferredFont(forTextStyle: .headline)
        content.time.text = "2 h"
        content.time.font = .preferredFont(forTextStyle: .caption1)
        content.body.text = text
        content.body.numberOfLines = 0
    }

    func laidOut(at width: CGFloat) -> CGRect {
        content.frame = CGRect(x: 0, y: 0, width: width, height: 120)
        content.layoutIfNeeded()
        return content.body.frame
    }

    func fittedAndLaidOut(width: CGFloat) -> CGRect {
        let size = content.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        content.frame = CGRect(origin: .zero, size: size)
        content.layoutIfNeeded()
        return content.divider.frame
    }
}

extension NSLayoutConstraint {
    @MainActor func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
