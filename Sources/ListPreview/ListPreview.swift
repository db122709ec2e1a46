// `import ListPreview` gives the whole public API: it re-exports every per-concern module, each of which is also a
// product of its own for those who want only the diff or the layout (ListConstraintKit, the constraint solver, is
// not a product: it is reached through this module). Foundation is re-exported too, so `CGSize`,
// `CGRect` and `NSObject` need nothing more than `import ListPreview` (as `import UIKit` gives them on iOS).
@_exported import Foundation
@_exported import ListAdapterKit
@_exported import ListAnimationKit
@_exported import ListConstraintKit
@_exported import ListCore
@_exported import ListDataSourceKit
@_exported import ListDiffKit
@_exported import ListImageKit
@_exported import ListLayoutKit
@_exported import ListPipelineKit
@_exported import ListRenderKit
@_exported import ListSnapKit
@_exported import ListSnapshotKit
@_exported import ListTextKit
@_exported import ListTextModel
@_exported import ListViewKit
@_exported import ListSpecKit
