import Foundation
import ListDiffKit

/// One laid-out element: a cell, a header or a footer, with its frame in content coordinates.
///
/// ```swift
/// for element in result.elements(in: visibleRect) where element.category == .cell { … }
/// ```
public struct ListLayoutElement: Sendable, Equatable {
    /// What kind of element.
    public enum Category: String, Sendable, Hashable, Codable {
        /// An item's cell.
        case cell
        /// A section header.
        case header
        /// A section footer.
        case footer
    }

    /// What kind of element.
    public var category: Category
    /// The section.
    public var section: Int
    /// The item (0 for headers and footers).
    public var item: Int
    /// The frame in content coordinates.
    public var frame: CGRect

    /// Creates an element.
    public init(category: Category, section: Int, item: Int, frame: CGRect) {
        self.category = category
        self.section = section
        self.item = item
        self.frame = frame
    }

    /// `[section, item]`.
    public var indexPath: ListIndexPath { ListIndexPath(section: section, item: item) }
}
