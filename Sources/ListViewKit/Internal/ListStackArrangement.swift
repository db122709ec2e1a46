import Foundation

/// The arithmetic of a stack view, axis-agnostic: lengths along the axis, positions across it. `along`/`cross` are
/// width/height for a row and height/width for a column.
@MainActor
struct ListStackArrangement {
    let views: [ListView]
    let axis: ListLayoutAxis
    let distribution: ListStackView.Distribution
    let alignment: ListStackView.Alignment
    /// The gap after each view but the last.
    let gaps: [CGFloat]
    let rightToLeft: Bool

    init(stack: ListStackView) {
        views = stack.arrangedSubviews.filter { !$0.isHidden }
        axis = stack.axis
        distribution = stack.distribution
        alignment = stack.alignment
        gaps = views.dropLast().map { view in
            let custom = stack.customSpacings[ObjectIdentifier(view)]
            return custom.map { $0 == ListStackView.spacingUseDefault ? stack.spacing : $0 } ?? stack.spacing
        }
        rightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    private func size(along: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: along, height: cross) : CGSize(width: cross, height: along)
    }

    /// A view's natural size when offered `proposal`: its constrained lengths where it has them, else its
    /// intrinsic or fitting size (measured at its constrained width when it has one).
    static func natural(_ view: ListView, proposal: CGSize) -> CGSize {
        let width = ListArrangedSize.heldLength(of: view, .horizontal)
        let height = ListArrangedSize.heldLength(of: view, .vertical)
        if let width, let height { return CGSize(width: width, height: height) }
        let across = width == nil ? ListArrangedSize(of: view, .horizontal) : ListArrangedSize()
        let down = height == nil ? ListArrangedSize(of: view, .vertical) : ListArrangedSize()
        // A label wraps at most at its maximum width.
        let proposal = CGSize(
            width: width ?? min(proposal.width, across.maximum ?? proposal.width), height: height ?? proposal.height)
        let measured = remembered(view, proposal: proposal)
        return CGSize(width: width ?? across.adjusted(measured.width), height: height ?? down.adjusted(measured.height))
    }

    /// `measuredSize` through the pass's memory. A stack offered at least its unlimited length along its axis fits
    /// exactly as with no limit (its length is the smaller of the two), so that one measurement answers both (not
    /// when tests turn the memory off to measure as before).
    private static func remembered(_ view: ListView, proposal: CGSize) -> CGSize {
        if ListMeasurementPass.isCaching, let stack = view as? ListStackView {
            let row = stack.axis == .horizontal
            let free = row
                ? CGSize(width: .greatestFiniteMagnitude, height: proposal.height)
                : CGSize(width: proposal.width, height: .greatestFiniteMagnitude)
            let unlimited = ListMeasurementPass.size(of: view, proposal: free) { measuredSize(view, proposal: free) }
            if (row ? proposal.width >= unlimited.width : proposal.height >= unlimited.height) { return unlimited }
        }
        return ListMeasurementPass.size(of: view, proposal: readProposal(of: view, proposal)) {
            measuredSize(view, proposal: proposal)
        }
    }

    /// What ``measuredSize(_:proposal:)`` reads of `proposal`: all of it for a stack or a view sizing around pinned
    /// subviews, the width for a multi-line label, nothing for a view that has its own size.
    private static func readProposal(of view: ListView, _ proposal: CGSize) -> CGSize {
        if readsProposal(view) { return proposal }
        if let label = view as? ListLabel, label.numberOfLines != 1 { return CGSize(width: proposal.width, height: 0) }
        return .zero
    }

    private static func readsProposal(_ view: ListView) -> Bool {
        view is ListStackView || view.subviews.contains(where: { $0.pin != nil })
    }

    private static func measuredSize(_ view: ListView, proposal: CGSize) -> CGSize {
        if readsProposal(view) {
            return view.sizeThatFits(proposal)
        }
        if let label = view as? ListLabel, label.numberOfLines != 1 {
            return label.sizeThatFits(CGSize(width: proposal.width, height: .greatestFiniteMagnitude))
        }
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : view.explicitSize.width,
            height: intrinsic.height >= 0 ? intrinsic.height : view.explicitSize.height)
    }

    /// Whether a view keeps its length in `axis` (a constrained length), so `.fill` stretches or shrinks it last.
    static func holdsLength(_ view: ListView, in axis: ListLayoutAxis) -> Bool {
        ListArrangedSize.heldLength(of: view, axis) != nil
    }

    private func naturalLengths(cross room: CGFloat) -> [CGFloat] {
        views.map { along(Self.natural($0, proposal: size(along: .greatestFiniteMagnitude, cross: room))) }
    }

    /// Lengths along the axis and the positions of the views' leading edges, in `length` points.
    func distribute(length: CGFloat, cross room: CGFloat) -> (lengths: [CGFloat], starts: [CGFloat]) {
        var lengths = naturalLengths(cross: room)
        var gaps = self.gaps
        let count = views.count
        guard count > 0 else { return ([], []) }
        let spare = length - lengths.reduce(0, +) - gaps.reduce(0, +)
        switch distribution {
        case .fill:
            lengths = Self.fill(lengths, spare: spare, views: views, axis: axis)
        case .fillEqually:
            lengths = Array(repeating: max(0, (length - gaps.reduce(0, +)) / CGFloat(count)), count: count)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            let room = max(0, length - gaps.reduce(0, +))
            lengths = total > 0 ? lengths.map { $0 * room / total } : Array(repeating: room / CGFloat(count), count: count)
        case .equalSpacing:
            if spare >= 0, count > 1 {
                let gap = (length - lengths.reduce(0, +)) / CGFloat(count - 1)
                gaps = Array(repeating: gap, count: count - 1)
            } else {
                lengths = Self.fill(lengths, spare: min(0, spare), views: views, axis: axis)
            }
        case .equalCentering:
            if let starts = equalCenteringStarts(lengths, length: length) { return (lengths, starts) }
            lengths = Self.fill(lengths, spare: min(0, spare), views: views, axis: axis)
        }
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for index in 0..<count {
            starts.append(position)
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
        return (lengths, starts)
    }

    /// Centres equally apart from the first view at the start to the last at the end, or `nil` when a gap would
    /// be less than the spacing.
    private func equalCenteringStarts(_ lengths: [CGFloat], length: CGFloat) -> [CGFloat]? {
        guard lengths.count > 1 else { return [0] }
        let first = lengths[0] / 2
        let step = (length - lengths[lengths.count - 1] / 2 - first) / CGFloat(lengths.count - 1)
        let starts = lengths.indices.map { first + CGFloat($0) * step - lengths[$0] / 2 }
        for index in gaps.indices where starts[index + 1] - (starts[index] + lengths[index]) < gaps[index] - 0.0001 {
            return nil
        }
        return starts
    }

    /// `.fill`: the spare length to the least hugging view (the last of equals), a shortfall taken from the least
    /// resistant views first (the last of equals first). A spare length that only views hugging at `.required`
    /// could take (UIKit cannot satisfy that and breaks a constraint) stays empty after the last view.
    static func fill(_ lengths: [CGFloat], spare: CGFloat, views: [ListView], axis: ListLayoutAxis) -> [CGFloat] {
        var lengths = lengths
        if spare > 0 {
            let hugging = views.map {
                holdsLength($0, in: axis) ? ListLayoutPriority.required : $0.contentHuggingPriority(for: axis)
            }
            // The least hugging view first (the last of equals); one with a maximum (`<=`) gives the rest on.
            let order = views.indices.filter { hugging[$0] < .required }.sorted { lhs, rhs in
                hugging[lhs] != hugging[rhs] ? hugging[lhs] < hugging[rhs] : lhs > rhs
            }
            var spare = spare
            for index in order where spare > 0 {
                let room = ListArrangedSize.bounds(of: views[index], axis).maximum - lengths[index]
                let given = min(spare, max(0, room))
                lengths[index] += given
                spare -= given
            }
        } else if spare < 0 {
            var shortfall = -spare
            let order = views.indices.sorted { lhs, rhs in
                let holds = (holdsLength(views[lhs], in: axis), holdsLength(views[rhs], in: axis))
                if holds.0 != holds.1 { return !holds.0 }
                let left = views[lhs].contentCompressionResistancePriority(for: axis)
                let right = views[rhs].contentCompressionResistancePriority(for: axis)
                return left != right ? left < right : lhs > rhs
            }
            for index in order where shortfall > 0 {
                let least = holdsLength(views[index], in: axis) ? 0 : ListArrangedSize.bounds(of: views[index], axis).minimum
                let taken = min(max(0, lengths[index] - least), shortfall)
                lengths[index] -= taken
                shortfall -= taken
            }
        }
        return lengths
    }

    /// The views' frames in `rect` (the stack's bounds or margins).
    func frames(in rect: CGRect) -> [(ListView, CGRect)] {
        let length = along(rect.size)
        let room = cross(rect.size)
        let (lengths, starts) = distribute(length: length, cross: room)
        let crosses = placeAcross(lengths: lengths, room: room)
        return views.indices.map { index in
            var start = starts[index]
            if axis == .horizontal, rightToLeft { start = length - start - lengths[index] }
            var crossStart = crosses[index].start
            // Leading is the right edge (a view holding its width under `.fill` sits there too).
            if axis == .vertical, rightToLeft {
                crossStart = room - crossStart - crosses[index].size
            }
            let frame = axis == .horizontal
                ? CGRect(x: rect.minX + start, y: rect.minY + crossStart, width: lengths[index], height: crosses[index].size)
                : CGRect(x: rect.minX + crossStart, y: rect.minY + start, width: crosses[index].size, height: lengths[index])
            return (views[index], frame)
        }
    }

    /// Where each view sits across the axis and how large it is there. `fitting` asks for the arrangement's
    /// natural extent instead (every view at the start at its natural size, limited by a bounded room): a room of
    /// `.greatestFiniteMagnitude` (a fitting proposal, "no limit") must never be centred or stretched into.
    func placeAcross(
        lengths: [CGFloat], room: CGFloat, fitting: Bool = false
    ) -> [(start: CGFloat, size: CGFloat)] {
        let naturals = views.indices.map { cross(Self.natural(views[$0], proposal: size(along: lengths[$0], cross: room))) }
        let baselineAligned = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        if baselineAligned {
            let baselines = views.indices.map {
                Self.baseline(of: views[$0], width: lengths[$0], height: naturals[$0], last: alignment == .lastBaseline)
            }
            let top = baselines.max() ?? 0
            return views.indices.map { (top - baselines[$0], naturals[$0]) }
        }
        let bounded = room.isFinite && room < .greatestFiniteMagnitude
        let crossAxis: ListLayoutAxis = axis == .horizontal ? .vertical : .horizontal
        return views.indices.map { index in
            let natural = naturals[index]
            let fitted = bounded ? min(natural, room) : natural
            if fitting || !bounded { return (0, fitted) }
            switch alignment {
            case .fill, .firstBaseline, .lastBaseline:
                return (0, Self.holdsLength(views[index], in: crossAxis) ? fitted : room)
            case .leading: return (0, fitted)
            case .center: return ((room - fitted) / 2, fitted)
            case .trailing: return (room - fitted, fitted)
            }
        }
    }

    /// The distance from a view's top to its first (or last) baseline; a view without text sits on its bottom.
    static func baseline(of view: ListView, width: CGFloat, height: CGFloat, last: Bool) -> CGFloat {
        guard let label = view as? ListLabel, let text = label.textValue(width: width, maxHeight: nil) else {
            return height
        }
        let layout = text.layout()
        let line = last ? layout.lines.last : layout.lines.first
        return line.map { CGFloat($0.baseline) } ?? height
    }

    /// The arrangement's natural size, its length limited by `room` along the axis.
    func fittingSize(in room: CGSize) -> CGSize {
        guard !views.isEmpty else { return .zero }
        let crossRoom = cross(room)
        let naturals = naturalLengths(cross: crossRoom)
        let gapTotal = gaps.reduce(0, +)
        var length = naturals.reduce(0, +) + gapTotal
        if distribution == .fillEqually { length = (naturals.max() ?? 0) * CGFloat(views.count) + gapTotal }
        length = min(length, along(room))
        let (lengths, _) = distribute(length: length, cross: crossRoom)
        let crosses = placeAcross(lengths: lengths, room: crossRoom, fitting: true)
        let crossSize = crosses.map { $0.start + $0.size }.max() ?? 0
        return size(along: length, cross: crossSize)
    }
}
