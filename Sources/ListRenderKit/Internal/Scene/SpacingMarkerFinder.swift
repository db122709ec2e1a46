import Foundation
import ListDiffKit
import ListLayoutKit

/// Finds the gaps to mark between visible cells of the same section: between neighbours of a row (interitem
/// spacing) and between consecutive rows (line spacing).
///
/// ```
///   [ 0,0 ]←8→[ 0,1 ]
///      ↕ 12
///   [ 0,2 ]←8→[ 0,3 ]
/// ```
///
/// Works on the vertical case; a horizontal layout is transposed before and after.
struct SpacingMarkerFinder {
    let scrollDirection: ListScrollDirection
    let attributes: [ListLayoutAttributes]
    let origin: CGPoint

    func markers() -> [SpacingMarker] {
        let transposed = scrollDirection == .horizontal
        let flip: (CGRect) -> CGRect = { transposed ? CGRect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) : $0 }
        var bySection: [Int: [(path: ListIndexPath, frame: CGRect)]] = [:]
        for element in attributes where element.kind == .cell {
            let frame = flip(element.frame.offsetBy(dx: -origin.x, dy: -origin.y))
            bySection[element.indexPath.section, default: []].append((element.indexPath, frame))
        }
        var result: [SpacingMarker] = []
        for section in bySection.keys.sorted() {
            let cells = bySection[section]!.sorted { $0.path < $1.path }.map(\.frame)
            result += markers(in: rows(of: cells))
        }
        guard transposed else { return result }
        return result.map {
            SpacingMarker(
                start: CGPoint(x: $0.start.y, y: $0.start.x), end: CGPoint(x: $0.end.y, y: $0.end.x), value: $0.value)
        }
    }

    /// Consecutive cells that share a top edge form a row.
    func rows(of cells: [CGRect]) -> [[CGRect]] {
        var rows: [[CGRect]] = []
        for cell in cells {
            if let last = rows.last?.last, abs(last.minY - cell.minY) < 0.01 {
                rows[rows.count - 1].append(cell)
            } else {
                rows.append([cell])
            }
        }
        return rows
    }

    func markers(in rows: [[CGRect]]) -> [SpacingMarker] {
        var result: [SpacingMarker] = []
        for (index, row) in rows.enumerated() {
            for (left, right) in zip(row, row.dropFirst()) where right.minX - left.maxX > 0.01 {
                let y = (max(left.minY, right.minY) + min(left.maxY, right.maxY)) / 2
                result.append(
                    SpacingMarker(
                        start: CGPoint(x: left.maxX, y: y), end: CGPoint(x: right.minX, y: y),
                        value: Double(right.minX - left.maxX)))
            }
            guard index + 1 < rows.count else { continue }
            let bottom = row.map(\.maxY).max()!
            let next = rows[index + 1]
            let top = next.map(\.minY).min()!
            guard top - bottom > 0.01 else { continue }
            let x = next[0].midX
            result.append(SpacingMarker(start: CGPoint(x: x, y: bottom), end: CGPoint(x: x, y: top), value: Double(top - bottom)))
        }
        return result
    }
}
