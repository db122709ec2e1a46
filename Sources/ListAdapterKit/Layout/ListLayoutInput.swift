import Foundation
import ListCore

/// Everything a ``ListCollectionLayout`` needs, read from the collection view and its delegate (UIKit's flow
/// layout delegate methods, gathered into one value).
///
/// ```swift
/// let input = ListLayoutInput(boundsSize: CGSize(width: 390, height: 844),
///                             sections: [ListLayoutSectionInput(itemSizes: [CGSize(width: 390, height: 44)])])
/// ```
public struct ListLayoutInput: Sendable, Equatable {
    /// The collection view's bounds size.
    public var boundsSize: CGSize
    /// The collection view's content inset.
    public var contentInset: ListEdgeInsets
    /// The content offset the result is for (matters for sticky headers).
    public var contentOffset: CGPoint
    /// One entry per section.
    public var sections: [ListLayoutSectionInput]

    /// Creates an input.
    public init(
        boundsSize: CGSize, contentInset: ListEdgeInsets = .zero, contentOffset: CGPoint = .zero,
        sections: [ListLayoutSectionInput]
    ) {
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.sections = sections
    }
}

/// One section's sizes and spacings, as a section controller reports them.
public struct ListLayoutSectionInput: Sendable, Equatable {
    /// The section inset.
    public var inset: ListEdgeInsets
    /// The spacing between rows.
    public var minimumLineSpacing: CGFloat
    /// The spacing between items of a row.
    public var minimumInteritemSpacing: CGFloat
    /// The header's size; zero for none.
    public var headerSize: CGSize
    /// The footer's size; zero for none.
    public var footerSize: CGSize
    /// The size of each item.
    public var itemSizes: [CGSize]

    /// Creates a section input. Every parameter but the item sizes defaults to zero.
    public init(
        inset: ListEdgeInsets = .zero, minimumLineSpacing: CGFloat = 0, minimumInteritemSpacing: CGFloat = 0,
        headerSize: CGSize = .zero, footerSize: CGSize = .zero, itemSizes: [CGSize]
    ) {
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
        self.itemSizes = itemSizes
    }
}
