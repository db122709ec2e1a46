import Foundation
import ListPreview

/// What a notification is about, with the symbol its row shows.
enum NotificationKind: String, Hashable, Sendable {
    case pullRequest, issue, release, discussion, review

    /// The SF Symbol of the kind (`UIImage(systemName:)`).
    var symbolName: String {
        switch self {
        case .pullRequest: "doc.text"
        case .issue: "exclamationmark.circle"
        case .release: "tag"
        case .discussion: "bubble.left.and.bubble.right"
        case .review: "checkmark.seal"
        }
    }

    /// What VoiceOver says the row is about.
    var spokenName: String {
        switch self {
        case .pullRequest: "Pull request"
        case .issue: "Issue"
        case .release: "Release"
        case .discussion: "Discussion"
        case .review: "Review requested"
        }
    }
}

/// One notification: identity is its id; the rest is content.
struct InboxNotification: ListDiffableValue, Hashable {
    var id: Int
    var kind: NotificationKind
    /// `#123`, or a release's tag.
    var reference: String
    var title: String
    /// Why it is in the inbox ("Mentioned", "Review requested", "Author"…).
    var reason: String
    /// The age as the list shows it ("2h", "3d").
    var age: String
    var isUnread: Bool
    var diffIdentity: Int { id }
}

/// The unread counts at the top of the inbox.
struct InboxSummary: ListDiffableValue, Hashable {
    var unread: Int
    var mentions: Int
    var reviews: Int
    var diffIdentity: String { "summary" }
}

/// A repository's notifications, under a header with its name and count.
struct RepositoryGroup: ListDiffableValue, Hashable {
    var name: String
    var notifications: [InboxNotification]
    var diffIdentity: String { name }
}

/// The "loading older notifications" row at the end.
struct LoadingOlder: ListDiffableValue, Hashable {
    var diffIdentity: String { "loading-older" }
}

extension RepositoryGroup {
    /// The inbox the sample shows.
    static let sample: [RepositoryGroup] = [
        RepositoryGroup(name: "swiftlang/swift", notifications: [
            InboxNotification(
                id: 1, kind: .pullRequest, reference: "#78120",
                title: "Sema: diagnose a missing 'await' on an async let in a defer block", reason: "Review requested",
                age: "2h", isUnread: true),
            InboxNotification(
                id: 2, kind: .issue, reference: "#78093",
                title: "Crash in the constraint solver when a key path names a static member", reason: "Mentioned",
                age: "5h", isUnread: true),
        ]),
        RepositoryGroup(name: "Instagram/IGListKit", notifications: [
            InboxNotification(
                id: 3, kind: .release, reference: "5.1.0", title: "IGListKit 5.1.0", reason: "Subscribed",
                age: "1d", isUnread: false),
            InboxNotification(
                id: 4, kind: .discussion, reference: "#1620",
                title: "Self-sizing cells with constraints: estimatedItemSize or sizeForItem?", reason: "Participating",
                age: "3d", isUnread: false),
            InboxNotification(
                id: 5, kind: .review, reference: "#1611", title: "Let the updater coalesce batch updates",
                reason: "Review requested", age: "4d", isUnread: true),
        ]),
    ]
}
