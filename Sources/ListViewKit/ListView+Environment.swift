import Foundation
import ListCore

extension ListView {
    /// Runs `body` with the view shown in `environment`, then gives it its own trait collection back: the whole tree
    /// is laid out again in the environment (a stack view flips in right-to-left, a text-style font follows the
    /// Dynamic Type size) and ``ListTraitCollection/current`` is that environment while `body` runs. A collection view
    /// re-sizes its list, as a change of the text size does in an app. What snapshots of an environment use.
    ///
    /// Only the environment changes: the view keeps the fonts and the screen's traits (size classes, idiom, scale)
    /// its trait collection has, whether they are its own override's, a superview's or the current traits'.
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
        let inherited = traitCollection
        guard inherited.environment != environment else { return try body() }
        // The fonts and the screen's traits in effect, wherever they come from (the view's override, a superview's,
        // the current traits): only the environment changes.
        var shown = inherited
        shown.environment = environment
        overrideTraitCollection = shown
        defer { overrideTraitCollection = previous }
        return try shown.performAsCurrent(body)
    }
}
