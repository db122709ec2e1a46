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

    /// Runs `body` with the collection view shown in `environment`, then puts its own trait collection back (each
    /// change re-sizes the list, as a change of the text size does in an app). What snapshots of an environment use.
    ///
    /// - Parameters:
    ///   - environment: the environment to show the list in.
    ///   - body: the work (a render).
    /// - Returns: what `body` returns.
    public func withEnvironment<Result>(_ environment: ListEnvironment, _ body: () throws -> Result) rethrows -> Result {
        let previous = overrideTraitCollection
        guard traitCollection.environment != environment else { return try body() }
        overrideTraitCollection = ListTraitCollection(environment: environment, fonts: previous?.fonts)
        defer { overrideTraitCollection = previous }
        return try ListTraitCollection(environment: environment, fonts: previous?.fonts).performAsCurrent(body)
    }
}
