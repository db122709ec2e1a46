import Foundation
import ListCore

/// Lays sections out with `UICollectionViewFlowLayout`'s rules, in axis-agnostic coordinates: *main* runs along the
/// scroll axis, *cross* across it (x and y when vertical, swapped when horizontal).
struct ListFlowLineBuilder {
    let vertical: Bool
    /// The cross length lines fill: the bounds less the content inset across the scroll axis.
    let crossLength: CGFloat
    private(set) var main: CGFloat = 0
    private var items: [[CGRect]] = []
    private var headers: [CGRect?] = []
    private var footers: [CGRect?] = []

    init(input: ListLayoutInput, vertical: Bool) {
        self.vertical = vertical
        let inset = input.contentInset
        crossLength = max(0, vertical
            ? input.boundsSize.width - inset.left - inset.right
            : input.boundsSize.height - inset.top - inset.bottom)
    }

    /// A rectangle from axis-agnostic coordinates.
    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func crossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    /// A header or footer of `size` at the current main position, spanning the cross axis (`nil` when its main
    /// length is zero); moves past it.
    private mutating func supplementary(_ size: CGSize) -> CGRect? {
        let length = mainLength(size)
        guard length > 0 else { return nil }
        defer { main += length }
        return rect(main: main, cross: 0, mainLength: length, crossLength: crossLength)
    }

    /// Adds a section: its header, its lines of items between the section inset, its footer.
    mutating func add(_ section: ListLayoutSection) {
        headers.append(supplementary(section.headerSize))
        let inset = section.inset
        let (mainBefore, mainAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (crossBefore, crossAfter) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let available = max(0, crossLength - crossBefore - crossAfter)
        main += mainBefore
        var frames: [CGRect] = []
        var start = 0
        while start < section.itemSizes.count {
            let end = lineEnd(section, from: start, available: available)
            frames += line(section.itemSizes[start..<end], at: crossBefore, available: available)
            start = end
            if start < section.itemSizes.count { main += section.minimumLineSpacing }
        }
        main += mainAfter
        items.append(frames)
        footers.append(supplementary(section.footerSize))
    }

    /// The index after the last item of the line starting at `start`: items are taken while they fit, at least
    /// one per line.
    private func lineEnd(_ section: ListLayoutSection, from start: Int, available: CGFloat) -> Int {
        var used = crossLength(section.itemSizes[start])
        var end = start + 1
        while end < section.itemSizes.count {
            let next = used + section.minimumInteritemSpacing + crossLength(section.itemSizes[end])
            guard next <= available else { break }
            used = next
            end += 1
        }
        return end
    }

    /// Places one line: the space left over is spread between the items (one item is centred), each item centred
    /// across the line's main length; moves past the line.
    private mutating func line(_ sizes: ArraySlice<CGSize>, at crossStart: CGFloat, available: CGFloat) -> [CGRect] {
        let lineLength = sizes.map(mainLength).max() ?? 0
        let used = sizes.map(crossLength).reduce(0, +)
        let spare = max(0, available - used)
        let gap = sizes.count > 1 ? spare / CGFloat(sizes.count - 1) : 0
        var cross = crossStart + (sizes.count == 1 ? spare / 2 : 0)
        var frames: [CGRect] = []
        for size in sizes {
            let offset = (lineLength - mainLength(size)) / 2
            frames.append(rect(main: main + offset, cross: cross, mainLength: mainLength(size), crossLength: crossLength(size)))
            cross += crossLength(size) + gap
        }
        main += lineLength
        return frames
    }

    /// The frames and the content size.
    func result() -> ListLayoutResult {
        let size = vertical ? CGSize(width: crossLength, height: main) : CGSize(width: main, height: crossLength)
        return ListLayoutResult(contentSize: size, itemFrames: items, headerFrames: headers, footerFrames: footers)
    }
}
