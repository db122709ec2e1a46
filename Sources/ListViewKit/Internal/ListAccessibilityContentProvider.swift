import Foundation
import ListCore

/// A view whose content UIKit's accessibility reads as its subviews but which keeps it apart from
/// ``ListView/subviews`` — a collection view's visible cells, headers and footers. ``ListView/accessibilityNodes()``
/// reads each shown view in its place on the screen, as one group placed by its frame (as VoiceOver reads a cell):
/// the view's tree, or for quick content what its ``ListContentConfiguration`` reads.
@MainActor
package protocol ListAccessibilityContentProvider: ListView {
    /// The views shown, each with its frame as shown (mirrored right to left) in the provider's bounds coordinates,
    /// its name (`cell 0·1`, `header 0`) and what it shows as a list element.
    var accessibilityContent: [(view: ListView, frame: CGRect, name: String, element: ListViewSnapshot.ElementContent)] {
        get
    }
}

extension ListViewSnapshot.ElementContent {
    /// What VoiceOver reads for quick content shown in this role: the content view's label and traits (a header's
    /// with `.header`); `nil` when it shows no text. The one mapping the renderer's list elements and the view
    /// tree's collection views share.
    package func quickAccessibilityElement(frame: CGRect, source: String) -> ListAccessibilityHierarchy.Element? {
        let configuration: ListContentConfiguration = switch role {
        case .header: .groupedHeader(showing: content)
        case .footer: .groupedFooter(showing: content)
        case .cell, .background: .cell(showing: content)
        }
        guard let label = configuration.accessibilityLabel else { return nil }
        var traits = configuration.accessibilityTraits
        if role == .header { traits.insert(.header) }
        return ListAccessibilityHierarchy.Element(
            label: label, traits: traits, frame: frame, kind: role == .cell ? "cell" : role.rawValue, source: source)
    }
}
