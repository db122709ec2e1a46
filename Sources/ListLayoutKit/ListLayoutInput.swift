import Foundation
import ListCore

/// Everything a ``ListCollectionLayout`` needs, read from the collection view and its delegate (UIKit's flow
/// layout delegate methods, gathered into one value).
///
/// ```swift
/// let input = ListLayoutInput(boundsSize: CGSize(width: 390, height: 844),
///                             sections: [ListLayoutSection(itemSizes: [CGSize(width: 390, height: 44)])])
/// ```
public struct ListLayoutInput: Sendable, Equatable {
    /// The collection view's bounds size.
    public var boundsSize: CGSize
    /// The collection view's content inset.
    public var contentInset: ListEdgeInsets
    /// The content offset the result is for (matters for sticky headers).
    public var contentOffset: CGPoint
    /// One entry per section (ListLayoutKit's section description).
    public var sections: [ListLayoutSection]

    /// Creates an input.
    public init(
        boundsSize: CGSize, contentInset: ListEdgeInsets = .zero, contentOffset: CGPoint = .zero,
        sections: [ListLayoutSection]
    ) {
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.sections = sections
    }
}
