/// A later state of a spec's sections: each consecutive pair of states (the spec's `sections`, then each update)
/// is one batch update, diffed by id.
public struct ListSpecUpdate: Hashable, Sendable {
    /// The sections after the update.
    public var sections: [ListSpecSection]

    /// Creates an update.
    public init(sections: [ListSpecSection]) {
        self.sections = sections
    }
}
