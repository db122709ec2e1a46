import Foundation
import ListCore

extension ListView {
    /// Runs `body` with the view shown in `environment`, then gives it its own trait collection back: the whole tree
    /// is laid out again in the environment (a stack view flips in right-to-left, a text-style font follows the
    /// Dynamic Type size) and ``ListTraitCollection/current`` is that environment while `body` runs. A collection view
    /// re-sizes its list, as a change of the text size does in an app. What snapshots of an environment use.
    ///
    /// ```swift
    /// let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    /// let tree = cell.withEnvironment(ax5) { cell.snapshot() }
    /// ```
    ///
    /// - Parameters:
    ///   - environment: the environment to show the view in.
    ///   - body: the work (a render).
    /// - Returns: what `body` returns.
    public func withEnvironment<Result>(_ environment: ListEnvironment, _ body: () throws -> Result) rethrows -> Result {
        let previous = overrideTraitCollection
        guard traitCollection.environment != environment else { return try body() }
        let shown = ListTraitCollection(environment: environment, fonts: previous?.fonts)
        overrideTraitCollection = shown
        defer { overrideTraitCollection = previous }
        return try shown.performAsCurrent(body)
    }
}
