import Foundation
import ListCore
import ListViewKit

extension ListCollectionView {
    /// The environment the visible cells, headers and footers are given: ``ListView/overrideTraitCollection``,
    /// else, embedded in a cell, the cell's trait collection (`nil` at the root: each view then reads
    /// ``ListTraitCollection/current``). The collection view's own ``ListView/traitCollection`` is the same chain
    /// (its override, else its superview's, else ``ListTraitCollection/current``): the adapter gives it to its section
    /// controllers (``ListCollectionContext/traitCollection``) and makes it current while they size items and
    /// configure cells.
    public var cellTraitCollection: ListTraitCollection? {
        overrideTraitCollection ?? (superview == nil ? nil : traitCollection)
    }
}
