import Foundation
import ListDiffKit

extension ListCollectionViewLayout {
    /// The box of a section: the union of its items, its header and its footer (those with a length), in content
    /// coordinates. Sticky headers are clamped inside it; animations re-pin headers from it.
    ///
    /// ```swift
    /// layout.sectionBounds(ofSection: 0)   // (0, 0, 390, 204): a 44-point header over two 80-point items
    /// ```
    ///
    /// - Parameter section: the section index.
    /// - Returns: the box, or `nil` when the section is out of range.
    /// - Complexity: O(1).
    public func sectionBounds(ofSection section: Int) -> CGRect? {
        entries.indices.contains(section) ? entries[section].bounds : nil
    }

    /// The resting frame of a section's header (where it sits without sticky pinning), or `nil` when the section is
    /// out of range or its header is empty or hidden.
    ///
    /// - Parameter section: the section index.
    /// - Returns: the header's frame in content coordinates.
    /// - Complexity: O(1).
    public func restingHeaderFrame(ofSection section: Int) -> CGRect? {
        guard entries.indices.contains(section), entries[section].itemCount > 0 || showHeaderWhenEmpty else { return nil }
        let frame = entries[section].headerBounds
        return frame.listIsEmpty ? nil : frame
    }

    /// The frame of a section's footer, or `nil` when the section is out of range or its footer is empty or hidden.
    ///
    /// - Parameter section: the section index.
    /// - Returns: the footer's frame in content coordinates.
    /// - Complexity: O(1).
    public func footerFrame(ofSection section: Int) -> CGRect? {
        guard entries.indices.contains(section), entries[section].itemCount > 0 || showHeaderWhenEmpty else { return nil }
        let frame = entries[section].footerBounds
        return frame.listIsEmpty ? nil : frame
    }
}
