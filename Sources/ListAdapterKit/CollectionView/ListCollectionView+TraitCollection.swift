import Foundation
import ListCore
import ListViewKit

extension ListCollectionView {
    /// The environment the list is shown in (UIKit's `traitCollection`): ``overrideTraitCollection``, else
    /// ``ListTraitCollection/current``. The adapter gives it to its section controllers
    /// (``ListCollectionContext/traitCollection``) and makes it current while they size items and configure cells.
    ///
    /// ```swift
    /// collectionView.overrideTraitCollection = ListTraitCollection(
    ///     environment: ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
    /// collectionView.traitCollection.preferredContentSizeCategory    // .accessibilityExtraExtraExtraLarge
    /// ```
    public var traitCollection: ListTraitCollection { overrideTraitCollection ?? .current }

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
