/// The limits a view tree stays within — a spec's `"view"` and a view tree written in Swift alike — so that laying
/// one out costs bounded work: a spec past them is refused with the JSON path of the node that passed one, a Swift
/// tree with an error naming the view's path, never a hang. No real screen comes near them (a cell is about 10
/// levels deep; a list shows its rows as cells, not as 10,000 subviews of one view).
///
/// | what | limit |
/// |---|---|
/// | nesting of views (the root is level 1) | 64 levels |
/// | subviews of one view (a stack's arranged views) | 10,000 |
/// | views in one tree, the root included | 100,000 |
///
/// ```swift
/// ListViewTreeLimits.standard.depth   // 64
/// ```
public struct ListViewTreeLimits: Hashable, Sendable {
    /// The deepest nesting: the root is at level 1, its subviews at 2.
    public var depth: Int
    /// The most subviews one view has.
    public var children: Int
    /// The most views one tree holds, the root included.
    public var views: Int

    /// Limits (tests lower them to check the messages without 100,000 views).
    ///
    /// - Parameters:
    ///   - depth: the deepest nesting.
    ///   - children: the most subviews of one view.
    ///   - views: the most views of one tree.
    public init(depth: Int = 64, children: Int = 10_000, views: Int = 100_000) {
        self.depth = depth
        self.children = children
        self.views = views
    }

    /// 64 levels, 10,000 subviews of a view, 100,000 views.
    public static let standard = ListViewTreeLimits()

    /// What a tree past a limit is told (after the path of the node that passed it).
    public enum Violation: Hashable, Sendable {
        /// A node deeper than ``ListViewTreeLimits/depth``.
        case depth(Int)
        /// A view with more than ``ListViewTreeLimits/children`` subviews (it has the count given).
        case children(Int)
        /// The node that takes the tree past ``ListViewTreeLimits/views``.
        case views(Int)

        /// The message: `more than 64 levels of nested views (the limit of a view tree)`.
        public var message: String {
            switch self {
            case .depth(let limit): "more than \(limit) levels of nested views (the limit of a view tree)"
            case .children(let limit): "more than \(limit) subviews in one view (the limit of a view tree)"
            case .views(let limit): "more than \(limit) views in one tree (the limit of a view tree)"
            }
        }
    }
}
