import Foundation
import ListCore

extension ListViewSnapshot {
    /// What a cell, header, footer or background view of a collection view embedded in a cell shows as a list
    /// element: its quick ``ListCellContent`` (text, detail text, colours, accessory) and whether it draws a view
    /// tree of its own. The renderer draws such a node exactly as it draws the same view in an outer list (the
    /// content turned into its label and image views, or the tree over the content's own background colour), so a
    /// quick text cell looks the same in a nested list as in the list around it.
    ///
    /// ```swift
    /// let row = rowCell.snapshot()
    /// row.node("avatars")?.children[0].elementContent?.content.text   // "Ann"
    /// ```
    public struct ElementContent: Sendable, Hashable {
        /// Which element of the nested list a node is.
        public enum Role: String, Sendable, Hashable, CaseIterable {
            /// A cell.
            case cell
            /// A section header.
            case header
            /// A section footer.
            case footer
            /// The background view filling the viewport (the adapter's empty view), filled only with a colour of
            /// its own.
            case background
        }

        /// Which element it is.
        public var role: Role
        /// Its quick content (``ListCellContent``).
        public var content: ListCellContent
        /// Whether the view draws a view tree (subviews, a background colour, corners, a border): then the node's
        /// tree is drawn over the content's own background colour, else the content is drawn.
        public var drawsTree: Bool

        /// Creates an element's content.
        ///
        /// - Parameters:
        ///   - role: cell, header, footer or background view.
        ///   - content: its quick content.
        ///   - drawsTree: whether its view tree is drawn instead of the content's text.
        public init(role: Role, content: ListCellContent, drawsTree: Bool) {
            self.role = role
            self.content = content
            self.drawsTree = drawsTree
        }
    }
}
