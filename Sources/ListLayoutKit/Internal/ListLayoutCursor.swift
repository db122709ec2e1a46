import Foundation

/// The running state of the layout pass, carried across sections so that sections share rows (IGListKit's
/// `itemCoordInScrollDirection`, `itemCoordInFixedDirection`, `nextRowCoordInScrollDirection` and
/// `rollingSectionBounds`). The cursors stay unrounded; only frames are rounded.
struct ListLayoutCursor {
    var rowCoord: CGFloat = 0
    var crossCoord: CGFloat = 0
    var nextRowCoord: CGFloat = 0
    var rolling: CGRect = .zero
}
