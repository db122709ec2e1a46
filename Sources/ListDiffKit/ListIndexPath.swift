/// The position of an item: its section and its index inside the section.
///
/// A small value type (Foundation's `IndexPath(item:section:)` exists only with UIKit or AppKit). Ordered by
/// section, then item. Encoded in JSON as `[section, item]`.
///
/// ```swift
/// let path = ListIndexPath(section: 1, item: 3)
/// path < ListIndexPath(section: 2, item: 0) // true
/// ```
public struct ListIndexPath: Hashable, Comparable, Sendable {
    /// The section index.
    public var section: Int
    /// The item index inside the section.
    public var item: Int

    /// Creates an index path.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Creates an index path with UIKit's argument order.
    @inlinable
    public init(item: Int, section: Int) {
        self.init(section: section, item: item)
    }

    /// Orders by section, then item.
    @inlinable
    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}

extension ListIndexPath: Codable {
    /// Decodes `[section, item]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let section = try container.decode(Int.self)
        let item = try container.decode(Int.self)
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an index path is [section, item]: two integers")
        }
        self.init(section: section, item: item)
    }

    /// Encodes `[section, item]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(section)
        try container.encode(item)
    }
}

extension ListIndexPath: CustomStringConvertible {
    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
