import Foundation
import ListLayoutKit

/// What reading a section needs to know of the rest of the spec: the container, to warn about items wider than it.
struct SectionContext {
    var viewport: ListSpecViewport
    var direction: ListScrollDirection

    /// The container's cross-axis length (the viewport minus the content inset).
    var crossLength: CGFloat {
        let inset = viewport.contentInset
        return direction == .vertical
            ? viewport.width - inset.left - inset.right : viewport.height - inset.top - inset.bottom
    }
}
