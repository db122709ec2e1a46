import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
/// UIKit's `IndexPath` members for a collection view's items, which Foundation declares only with UIKit or AppKit.
///
/// An index path of a list has exactly two indexes, `[section, item]`. As in UIKit, reading `section` or `item`
/// of an index path with another number of indexes is a programming error and stops with a message; every index
/// path ListPreview hands out has two.
///
/// ```swift
/// var path = IndexPath(item: 3, section: 1)
/// path.item += 1
/// (path.section, path.item) // (1, 4)
/// ```
extension IndexPath {
    /// Creates the index path of `item` in `section` (UIKit's argument order).
    @inlinable
    public init(item: Int, section: Int) {
        self.init(section: section, item: item)
    }

    /// The section index: the first of the two indexes.
    @inlinable
    public var section: Int {
        get {
            precondition(count == 2, "an index path of a list has two indexes [section, item]; this one is \(self)")
            return self[0]
        }
        set {
            precondition(count == 2, "an index path of a list has two indexes [section, item]; this one is \(self)")
            self[0] = newValue
        }
    }

    /// The item index inside the section: the second of the two indexes.
    @inlinable
    public var item: Int {
        get {
            precondition(count == 2, "an index path of a list has two indexes [section, item]; this one is \(self)")
            return self[1]
        }
        set {
            precondition(count == 2, "an index path of a list has two indexes [section, item]; this one is \(self)")
            self[1] = newValue
        }
    }
}
#endif

extension IndexPath {
    /// Creates the index path of `item` in `section` (ListPreview's argument order, on every platform).
    @inlinable
    public init(section: Int, item: Int) {
        // Two appends keep Foundation's two-index storage inline: no array is allocated.
        self.init()
        append(section)
        append(item)
    }
}
