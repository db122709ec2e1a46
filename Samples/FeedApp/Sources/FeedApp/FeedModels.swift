import ListPreview

/// The row of stories at the top of the feed.
struct StoryStrip: ListDiffable, Hashable {
    var names: [String]
    var diffIdentifier: String { "stories" }
}

/// A post: identity is its id; edits (likes, comments) keep the identity and change the content.
struct Post: ListDiffable, Hashable {
    var id: Int
    var author: String
    var text: String
    var likes: Int
    var comments: [String]
    var diffIdentifier: Int { id }
    /// Equal identities are "the same post" for the outer diff; the binding section diffs the lines inside.
    func isEqual(toDiffableObject object: Post) -> Bool { id == object.id }
}

/// The "loading more" row at the end.
struct LoadMore: ListDiffable, Hashable {
    var diffIdentifier: String { "load-more" }
}

/// One line of a post: the view models of ``PostSectionController``.
struct PostLine: ListDiffable, Hashable {
    enum Kind: String { case body, likes, comment }
    var kind: Kind
    var key: String
    var text: String
    var diffIdentifier: String { key }
}
