import Foundation
import ListCore

/// A view of another module of the package that a snapshot draws with more than its subviews: the collection view
/// (ListAdapterKit), whose visible cells, headers and footers are not its subviews. ListViewKit's own controls
/// override the package hooks ``ListView/snapshotKind`` and ``ListView/describe(into:)``; a class cannot override a
/// package member from another module, so such a view conforms here and those hooks ask it. A `UIView` subclass an
/// app writes sees neither: it snapshots as a plain view with its subviews.
@MainActor
package protocol ListSnapshotContentProvider: ListView {
    /// What a snapshot calls the view (``ListView/snapshotKind``).
    var snapshotContentKind: ListViewSnapshot.Kind { get }

    /// Adds what the view shows besides its subviews to its node (``ListView/describe(into:)``): children added here
    /// come before the subviews'.
    ///
    /// - Parameter node: the node the snapshot made for the view.
    func describeContent(into node: inout ListViewSnapshot)
}
