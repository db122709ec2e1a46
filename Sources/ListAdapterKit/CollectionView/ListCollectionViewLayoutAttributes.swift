import Foundation
import ListDiffKit
import ListLayoutKit

/// UIKit's `UICollectionViewLayoutAttributes`: a class, as in UIKit, so `preferredLayoutAttributesFitting(_:)`
/// overrides written the UIKit way (`layoutAttributes.frame = newFrame; return layoutAttributes`) compile as
/// written. The layout's own values are ``ListLayoutAttributes`` structs.
///
/// ```swift
/// override func preferredLayoutAttributesFitting(
///     _ layoutAttributes: UICollectionViewLayoutAttributes
/// ) -> UICollectionViewLayoutAttributes {
///     let size = contentView.systemLayoutSizeFitting(layoutAttributes.size)
///     layoutAttributes.frame.size.height = ceil(size.height)
///     return layoutAttributes
/// }
/// ```
public final class ListCollectionViewLayoutAttributes {
    /// The element's frame in content coordinates.
    public var frame: CGRect
    /// The element's index path.
    public var indexPath: ListIndexPath
    /// Cell, header or footer.
    public var kind: ListElementKind
    /// The z-order.
    public var zIndex: Int
    /// The opacity.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden.
    public var isHidden = false

    /// Attributes for a cell (UIKit's `init(forCellWith:)`).
    public init(forCellWith indexPath: ListIndexPath) {
        frame = .zero
        self.indexPath = indexPath
        kind = .cell
        zIndex = ListLayoutAttributes.zIndex(kind: .cell, indexPath: indexPath)
    }

    /// Attributes from a layout value.
    public init(_ attributes: ListLayoutAttributes) {
        frame = attributes.frame
        indexPath = attributes.indexPath
        kind = attributes.kind
        zIndex = attributes.zIndex
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's bounds (origin zero).
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// A copy (UIKit's `copy()`).
    public func copy() -> ListCollectionViewLayoutAttributes {
        let copy = ListCollectionViewLayoutAttributes(forCellWith: indexPath)
        copy.frame = frame
        copy.kind = kind
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        return copy
    }
}

/// UIKit's name for ``ListCollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = ListCollectionViewLayoutAttributes
