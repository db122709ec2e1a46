import Foundation
import ListCore

/// What VoiceOver reads on a screen, in the order a swipe right moves through it: every element with its label,
/// value, traits, hint and frame, and the sentence VoiceOver speaks for it.
///
/// ```swift
/// let hierarchy = cell.accessibilityHierarchy()
/// hierarchy.elements[0].spoken   // "Ana, 5 hours ago. Button. Double-tap to open profile."
/// hierarchy.elements.map(\.label)
/// ```
///
/// The order follows UIKit's rules (docs/ACCESSIBILITY.md gives each with its source):
/// - a view that is an element is read alone (its subviews are not visited); hidden views, views with an alpha of 0
///   or an empty or non-finite frame, and subtrees with `accessibilityElementsHidden` are skipped;
/// - a container's `accessibilityElements` are read in their order, together; a view with
///   `shouldGroupAccessibilityChildren` has its elements read together, in position order;
/// - when a subview has `accessibilityViewIsModal`, only the last such subview of that view is read;
/// - otherwise elements (and groups, placed by the union of their frames or their own frame) are read top to
///   bottom, and from the leading edge in a row: two frames whose tops are less than 8 points apart are in one row
///   (the separation VoiceOver uses on iPhone, measured by AccessibilitySnapshot), ordered by their left edges left
///   to right, or by their right edges right to left in a right-to-left layout.
public struct ListAccessibilityHierarchy: Sendable, Hashable {
    /// The elements in VoiceOver's order.
    public var elements: [Element]

    /// The most characters kept of a label, value, hint or identifier (longer texts are cut with `…`).
    public static let maximumTextLength = 1_000
    /// The most custom actions kept per element.
    public static let maximumCustomActions = 32
    /// The most elements a hierarchy holds (a hostile tree stops there).
    public static let maximumElements = 10_000
    /// How far apart (in points) the tops of two frames must be for VoiceOver to read the higher one first
    /// regardless of their horizontal order (iPhone; AccessibilitySnapshot measured 8 on iPhone and 13 on iPad).
    public static let rowSeparation: CGFloat = 8

    /// A hierarchy of elements already in order.
    ///
    /// - Parameter elements: the elements, in reading order.
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Orders a tree of nodes as VoiceOver does.
    ///
    /// - Parameters:
    ///   - nodes: the elements and groups, in tree order.
    ///   - layoutDirection: the layout direction (which edge a row starts from).
    /// - Complexity: O(*n* log *n*) in the number of nodes.
    public init(nodes: [ListAccessibilityNode], layoutDirection: ListLayoutDirection) {
        var elements: [Element] = []
        Self.append(nodes, ordered: false, rightToLeft: layoutDirection == .rightToLeft, to: &elements)
        self.elements = Array(elements.prefix(Self.maximumElements))
    }

    private static func append(_ nodes: [ListAccessibilityNode], ordered: Bool, rightToLeft: Bool,
                               to elements: inout [Element]) {
        let placed = ordered ? nodes : sortedByPosition(nodes, rightToLeft: rightToLeft)
        for node in placed {
            switch node {
            case .element(let element): elements.append(element)
            case .group(let children, let ordered, _):
                append(children, ordered: ordered, rightToLeft: rightToLeft, to: &elements)
            }
        }
    }

    /// A stable merge sort by reading position (the comparison is not transitive near the row separation, so the
    /// result depends on the input order, which is the tree's: deterministic, and mirrored frames give the mirrored
    /// order).
    private static func sortedByPosition(_ nodes: [ListAccessibilityNode], rightToLeft: Bool) -> [ListAccessibilityNode] {
        let keyed = nodes.compactMap { node in node.sortFrame.map { (node, $0) } }
        func readsBefore(_ a: CGRect, _ b: CGRect) -> Bool {
            if abs(a.minY - b.minY) >= rowSeparation { return a.minY < b.minY }
            return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
        }
        func sort(_ slice: ArraySlice<(ListAccessibilityNode, CGRect)>) -> [(ListAccessibilityNode, CGRect)] {
            guard slice.count > 1 else { return Array(slice) }
            let middle = slice.startIndex + slice.count / 2
            let left = sort(slice[..<middle]), right = sort(slice[middle...])
            var merged: [(ListAccessibilityNode, CGRect)] = []
            merged.reserveCapacity(slice.count)
            var i = 0, j = 0
            while i < left.count, j < right.count {
                if readsBefore(right[j].1, left[i].1) {
                    merged.append(right[j])
                    j += 1
                } else {
                    merged.append(left[i])
                    i += 1
                }
            }
            return merged + left[i...] + right[j...]
        }
        return sort(keyed[...]).map(\.0)
    }
}
