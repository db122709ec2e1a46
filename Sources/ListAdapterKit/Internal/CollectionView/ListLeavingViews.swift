import ListDiffKit

/// The views a batch update removed, with their old positions: they stay displayed until the new views have
/// appeared, then end display (UIKit animates them out after laying out the new ones).
struct ListLeavingViews {
    var cells: [(ListIndexPath, ListCell)] = []
    var supplementaryViews: [(ListSupplementaryKey, ListReusableView)] = []
}
