import Foundation
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
    /// Comments as `"Author: text"`.
    var comments: [String]
    /// The name of the photo in the app's assets (`UIImage(named:)`), or `nil` for a text post.
    var photo: String? = nil
    var diffIdentity: Int { id }
    /// Equal identities are "the same post" for the outer diff; the binding section diffs the rows inside.
    func isEqual(toDiffableObject object: Post) -> Bool { id == object.id }
}

/// The "loading more" row at the end.
struct LoadMore: ListDiffableValue, Hashable {
    var diffIdentity: String { "load-more" }
}

// MARK: The view models of a post (``PostSectionController``): one per cell, diffed inside the section.

/// The post's photo.
struct PhotoViewModel: ListDiffableValue, Hashable {
    var name: String
    var diffIdentity: String { "photo" }
}

/// The action row and the likes under it.
struct ActionsViewModel: ListDiffableValue, Hashable {
    var likes: Int
    var comments: Int
    var diffIdentity: String { "actions" }
}

/// The caption or a comment: the author's name in bold, then the text.
struct CommentViewModel: ListDiffableValue, Hashable {
    var isCaption: Bool
    var author: String
    var text: String
    var diffIdentity: String { isCaption ? "caption" : "comment:\(author):\(text)" }

    /// A comment written `"Author: text"`.
    init(comment: String) {
        let parts = comment.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        isCaption = false
        author = parts.count == 2 ? parts[0] : ""
        text = parts.last ?? ""
    }

    /// A post's caption.
    init(caption: String, author: String) {
        isCaption = true
        self.author = author
        text = caption
    }
}
