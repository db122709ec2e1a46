import Foundation
import ListCore

/// UIKit's `UIImageView`: an image placed in the bounds by ``ListView/contentMode`` (scale to fill, aspect fit,
/// aspect fill, centre…), a template image drawn in the tint colour. Its intrinsic size is the image's.
///
/// ```swift
/// let photo = UIImageView(image: UIImage(named: "photo"))
/// photo.contentMode = .scaleAspectFill
/// photo.clipsToBounds = true
/// ```
@MainActor
open class ListImageView: ListView {
    /// The image (`nil`: nothing drawn).
    open var image: ListViewImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted (recorded).
    open var highlightedImage: ListViewImage?
    /// Whether the view is highlighted (recorded).
    open var isHighlighted = false

    /// An image view with a zero frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(ListLayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(ListLayoutPriority(251), for: .vertical)
    }

    /// UIKit's `UIImageView(image:)`: sized to the image.
    public convenience init(image: ListViewImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md): not an element by default (Apple, `isAccessibilityElement`:
    // false unless a control; Interface Builder leaves "Accessibility Enabled" off for image views), so a decorative
    // image is skipped; set `isAccessibilityElement = true` and a label for one that means something.
    /// Default: `.image` (UIKit's `UIImageView`).
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? .image }
        set { super.accessibilityTraits = newValue }
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .imageView }

    /// The image's size (no intrinsic size without an image).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: ListView.noIntrinsicMetric, height: ListView.noIntrinsicMetric)
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    package override func describe(into node: inout ListViewSnapshot) {
        guard let image else { return }
        node.image = ListViewImageContent(
            name: image.name, size: image.size, rect: contentMode.place(image.size, in: bounds),
            contentMode: contentMode,
            tintColor: (image.symbolConfiguration?.drawingColor ?? (image.isTemplate ? tintColor : nil))?
                .resolved(for: traitCollection.userInterfaceStyle),
            placeholderReason: image.placeholderReason, image: image.bitmap)
    }
}

extension ListView.ContentMode {
    /// Where content of `size` goes in `bounds` in this mode.
    ///
    /// - Parameters:
    ///   - size: the content's natural size.
    ///   - bounds: the view's bounds.
    /// - Returns: the rectangle the content is drawn in (it may exceed the bounds).
    public func place(_ size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let widthScale = bounds.width / size.width
            let heightScale = bounds.height / size.height
            let scale = self == .scaleAspectFit ? min(widthScale, heightScale) : max(widthScale, heightScale)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
                height: fitted.height)
        default:
            return natural(size, in: bounds)
        }
    }

    private func natural(_ size: CGSize, in bounds: CGRect) -> CGRect {
        let left = bounds.minX
        let right = bounds.maxX - size.width
        let middleX = bounds.midX - size.width / 2
        let top = bounds.minY
        let bottom = bounds.maxY - size.height
        let middleY = bounds.midY - size.height / 2
        let origin: CGPoint
        switch self {
        case .top: origin = CGPoint(x: middleX, y: top)
        case .bottom: origin = CGPoint(x: middleX, y: bottom)
        case .left: origin = CGPoint(x: left, y: middleY)
        case .right: origin = CGPoint(x: right, y: middleY)
        case .topLeft: origin = CGPoint(x: left, y: top)
        case .topRight: origin = CGPoint(x: right, y: top)
        case .bottomLeft: origin = CGPoint(x: left, y: bottom)
        case .bottomRight: origin = CGPoint(x: right, y: bottom)
        default: origin = CGPoint(x: middleX, y: middleY)
        }
        return CGRect(origin: origin, size: size)
    }
}
