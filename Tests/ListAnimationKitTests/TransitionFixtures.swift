import Foundation
import ListAnimationKit
import ListDiffKit
import ListLayoutKit

/// Small hand-made geometries: one section of 50-point rows in a 390×200 viewport.
enum TransitionFixtures {
    static let viewport = CGRect(x: 0, y: 0, width: 390, height: 200)

    static func row(_ index: Int) -> CGRect { CGRect(x: 0, y: Double(index) * 50, width: 390, height: 50) }

    static func layout(rows: Int, offset: CGFloat = 0) -> ListTransitionLayout {
        ListTransitionLayout(
            viewport: viewport.offsetBy(dx: 0, dy: offset),
            contentSize: CGSize(width: 390, height: Double(rows) * 50),
            itemFrames: [(0..<rows).map(row)], headerFrames: [nil], footerFrames: [nil])
    }

    static func path(_ item: Int, _ section: Int = 0) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    static func element(_ state: ListTransitionState, side: ListTransitionSide, _ item: Int) -> ListElementState? {
        state.elements.first { $0.kind == .cell && $0.side == side && $0.indexPath == path(item) }
    }
}
