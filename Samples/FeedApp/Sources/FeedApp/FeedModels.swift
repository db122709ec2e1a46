import ListPreview

/// The row of stories at the top of the feed.
struct StoryStrip: ListDiffableValue, Hashable {
    var names: [String]
    var diffIdentity: String { "stories" }
}

/// A post: identity is its id; edits (likes, comments) keep the identity and change the content.
struct Post: ListDiffableValue, Hashable {
    var id: Int
    var author: String
    var text: String
    var likes: Int
    var comments: [String]
    var diffIdentity: Int { id }
    /// Equal identities are "the same post" for the outer diff; the binding section diffs the lines inside.
    func isEqual(toDiffableObject object: Post) -> Bool { id == object.id }
}

/// The "loading more" row at the end.
struct LoadMore: ListDiffableValue, Hashable {
    var diffIdentity: String { "load-more" }
}

/// One line of a post: the view models of ``PostSectionController``.
struct PostLine: ListDiffableValue, Hashable {
    enum Kind: String { case body, likes, comment }
    var kind: Kind
    var key: String
    var text: String
    var diffIdentity: String { key }
}
