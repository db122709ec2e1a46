import Foundation

/// A later state of a spec's sections: each consecutive pair of states (the spec's `sections`, then each update)
/// is one batch update, diffed by id.
///
/// ```json
/// { "sections": [ … ], "contentOffset": { "x": 0, "y": 120 }, "animated": true }
/// ```
public struct ListSpecUpdate: Hashable, Sendable {
    /// The sections after the update.
    public var sections: [ListSpecSection]
    /// The content offset to scroll to during the update (`nil`: keep the offset, clamped to the new content).
    public var contentOffset: CGPoint?
    /// Whether the update animates (`false`: applied in one frame, as `performWithoutAnimation`). Default `true`.
    public var animated: Bool

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - sections: the sections after the update.
    ///   - contentOffset: the offset to animate to (`nil`: kept).
    ///   - animated: whether it animates.
    public init(sections: [ListSpecSection], contentOffset: CGPoint? = nil, animated: Bool = true) {
        self.sections = sections
        self.contentOffset = contentOffset
        self.animated = animated
    }
}
