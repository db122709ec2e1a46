import Foundation
import ListDiffKit

extension ListCollectionContext {
    /// Dequeues a header or footer of the type the caller asks for (IGListSwiftKit's typed
    /// `dequeueReusableSupplementaryView(ofKind:forSectionController:atIndex:) -> T`), registered under its class
    /// name and kind.
    ///
    /// ```swift
    /// let header: TitleHeader = collectionContext.dequeueReusableSupplementaryView(
    ///     ofKind: ListCollectionView.elementKindSectionHeader, forSectionController: self, atIndex: index)
    /// ```
    ///
    /// - Parameters:
    ///   - elementKind: UIKit's kind string (header or footer).
    ///   - sectionController: the section controller asking.
    ///   - index: the index of the view in the section.
    /// - Returns: a view of type `View`.
    public func dequeueReusableSupplementaryView<View: ListReusableView>(
        ofKind elementKind: String, forSectionController sectionController: ListSectionController, atIndex index: Int
    ) -> View {
        dequeueReusableSupplementaryView(ofKind: elementKind, for: sectionController, class: View.self, at: index)
    }

    /// Dequeues a cell of the type the caller asks for under a reuse identifier (IGListSwiftKit's
    /// `dequeueReusableCell(withReuseIdentifier:for:at:) -> T`).
    ///
    /// - Parameters:
    ///   - reuseIdentifier: the identifier it is registered under.
    ///   - sectionController: the section controller asking.
    ///   - index: the item's index in the section.
    /// - Returns: a cell of type `Cell`.
    public func dequeueReusableCell<Cell: ListCell>(
        withReuseIdentifier reuseIdentifier: String, for sectionController: ListSectionController, at index: Int
    ) -> Cell {
        dequeueReusableCell(of: Cell.self, withReuseIdentifier: reuseIdentifier, for: sectionController, at: index)
    }
}
