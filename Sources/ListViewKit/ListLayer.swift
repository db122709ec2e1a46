import Foundation
import ListCore

/// Core Animation's `CALayer` as far as a cell's look needs it: rounded (and masked) corners, a border, clipping, and
/// sublayers. Every view has one (`view.layer`), which draws with the view; a layer made with `CALayer()` stands on
/// its own and draws where it is added (`view.layer.addSublayer(_:)`): its background, corners and border, over the
/// view's content and the subviews added before it, under those added after it, as Core Animation stacks them.
///
/// ```swift
/// avatar.layer.cornerRadius = 20
/// avatar.layer.borderWidth = 1
/// avatar.layer.borderColor = UIColor.separator.cgColor
/// avatar.layer.masksToBounds = true
///
/// let separator = CALayer()                          // a hairline under a cell's content
/// separator.backgroundColor = UIColor.separator.cgColor
/// contentView.layer.addSublayer(separator)
/// separator.frame = CGRect(x: 15, y: bounds.height - 0.5, width: bounds.width - 15, height: 0.5)
/// ```
@MainActor
open class ListLayer {
    /// The radius of the rounded corners, in points (clipped to half the shorter side when drawn).
    public var cornerRadius: CGFloat = 0
    /// Which corners are rounded.
    public var maskedCorners: ListCornerMask = .all
    /// The width of the border drawn inside the bounds, in points.
    public var borderWidth: CGFloat = 0
    /// The border's colour (`UIColor(…).cgColor`); black when unset, as Core Animation's default.
    public var borderColor: ListColor? = .black
    /// The layer's name: a standalone layer's identifier in snapshots and sidecars (else its path).
    public var name: String?
    /// The place among sibling layers: a higher one draws above a lower one whatever the order they were added in
    /// (a view's layer moves the view among its siblings), equal ones keep that order (0 by default).
    public var zPosition: CGFloat = 0
    /// The curve of the rounded corners (recorded: drawn as circular arcs, `.circular`, the default).
    public var cornerCurve: ListCornerCurve = .circular
    /// Whether the layer is cached as a bitmap (recorded: a still draws it once anyway).
    public var shouldRasterize = false
    /// The scale of that bitmap (recorded; 1 by default).
    public var rasterizationScale: CGFloat = 1
    /// The shadow's colour (black by default, as Core Animation's).
    public var shadowColor: ListColor? = .black
    /// The shadow's opacity, 0...1 (0 by default: no shadow).
    public var shadowOpacity: Float = 0
    /// How far the shadow is moved (Core Animation's default: 3 points up).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// How far the shadow's edge is softened, in points (3 by default; drawn up to 500).
    public var shadowRadius: CGFloat = 3
    /// The shadow's shape (`nil`: the layer's bounds with its rounded corners).
    public var shadowPath: ListBezierPath?

    /// The view the layer belongs to (`nil` for a standalone layer made with `CALayer()`). Not retained (the view
    /// holds its layer); `nil` once the view has ended.
    public var view: ListView? { viewLifetime?.view }
    /// ``view``'s lifetime (not a weak reference: ``ListLifetime``).
    private let viewLifetime: ListLifetime?
    /// The layer this one was added to (standalone layers only; a view's layer follows its view).
    public private(set) weak var superlayer: ListLayer?

    /// A standalone layer's own geometry and look (a view's layer uses the view's).
    private var ownFrame = CGRect.zero
    private var ownBoundsOrigin = CGPoint.zero
    private var ownOpacity: Float = 1
    private var ownMasksToBounds = false
    private var ownBackgroundColor: ListColor?
    private var ownIsHidden = false
    /// Standalone sublayers, back to front, each with the subview it was added above (`nil`: below every subview).
    private(set) var addedSublayers: [ListLayer] = []
    /// The subview (of this layer's view) that was frontmost when the layer was added to it: the layer draws just
    /// above it. `nil`: below every subview, or the superlayer is standalone.
    var anchor: ListView? {
        get { anchorLifetime?.view }
        set { anchorLifetime = newValue?.lifetime }
    }
    /// ``anchor``'s lifetime (not a weak reference: ``ListLifetime``).
    private var anchorLifetime: ListLifetime?

    init(view: ListView) {
        viewLifetime = view.lifetime
    }

    /// A standalone layer (Core Animation's `CALayer()`): nothing is drawn until it is added to a layer.
    public init() {
        viewLifetime = nil
    }

    /// What the layer paints over its background (a gradient layer's gradient); `nil` for a plain layer.
    func gradient(style: ListUserInterfaceStyle) -> ListViewGradient? { nil }

    /// The opacity, 0...1 (a view's layer: the view's `alpha`).
    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }
    /// Whether sublayers (and subviews) are clipped to the bounds (a view's layer: the view's `clipsToBounds`).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
        }
    }
    /// The background colour (`UIColor(…).cgColor`; a view's layer: the view's `backgroundColor`).
    public var backgroundColor: ListColor? {
        get { view.map { $0.backgroundColor } ?? ownBackgroundColor }
        set {
            if let view { view.backgroundColor = newValue } else { ownBackgroundColor = newValue }
        }
    }
    /// Whether the layer and its sublayers are left out of the drawing (a view's layer: the view's `isHidden`).
    public var isHidden: Bool {
        get { view?.isHidden ?? ownIsHidden }
        set {
            if let view { view.isHidden = newValue } else { ownIsHidden = newValue }
        }
    }
    /// The rectangle in the superlayer's coordinates (a view's layer: the view's `frame`).
    public var frame: CGRect {
        get { view?.frame ?? ownFrame }
        set {
            if let view { view.frame = newValue } else { ownFrame = newValue }
        }
    }
    /// The layer's own coordinate space: the origin scrolls its sublayers, the size is the frame's (a view's layer:
    /// the view's `bounds`).
    public var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: ownBoundsOrigin, size: ownFrame.size) }
        set {
            if let view {
                view.bounds = newValue
            } else {
                let position = self.position
                ownBoundsOrigin = newValue.origin
                ownFrame.size = newValue.size
                self.position = position
            }
        }
    }
    /// The centre of the frame in the superlayer's coordinates (the anchor point is the centre, Core Animation's
    /// default; a view's layer: the view's `center`).
    public var position: CGPoint {
        get { view?.center ?? CGPoint(x: ownFrame.midX, y: ownFrame.midY) }
        set {
            if let view {
                view.center = newValue
            } else {
                ownFrame.origin = CGPoint(x: newValue.x - ownFrame.width / 2, y: newValue.y - ownFrame.height / 2)
            }
        }
    }

    /// The standalone sublayers, back to front, or `nil` when there are none (Core Animation also lists a view's
    /// subviews' layers here; their order among the subviews is the view's `subviews`).
    public var sublayers: [ListLayer]? { addedSublayers.isEmpty ? nil : addedSublayers }

    /// Adds a standalone layer on top (Core Animation's `addSublayer(_:)`): above the subviews the view has now,
    /// below those added later. A view's layer cannot be added: add the view with `addSubview(_:)`.
    ///
    /// - Parameter layer: a layer made with `CALayer()`.
    public func addSublayer(_ layer: ListLayer) {
        insertSublayer(layer, at: UInt32(clamping: addedSublayers.count))
        layer.anchor = view?.subviews.last   // on top, even as the first standalone layer (index 0)
    }

    /// Inserts a standalone layer among the standalone sublayers at `index` (back to front).
    ///
    /// - Parameters:
    ///   - layer: a layer made with `CALayer()`.
    ///   - index: its position among the standalone sublayers; `0` puts it below every subview.
    public func insertSublayer(_ layer: ListLayer, at index: UInt32) {
        precondition(layer.view == nil, "a view's layer is added with addSubview(_:), not addSublayer(_:)")
        precondition(layer !== self && !isSublayer(of: layer), "a layer cannot be added inside itself")
        layer.removeFromSuperlayer()
        let position = min(Int(index), addedSublayers.count)
        layer.anchor = position == 0 ? nil : anchorForTop(below: position)
        addedSublayers.insert(layer, at: position)
        layer.superlayer = self
    }

    /// Inserts a standalone layer just below `sibling` (another standalone sublayer; else on top).
    public func insertSublayer(_ layer: ListLayer, below sibling: ListLayer?) {
        let index = addedSublayers.firstIndex { $0 === sibling } ?? addedSublayers.count
        insertSublayer(layer, at: UInt32(clamping: index))
        if let sibling, sibling.superlayer === self { layer.anchor = sibling.anchor }
    }

    /// Inserts a standalone layer just above `sibling` (another standalone sublayer; else on top).
    public func insertSublayer(_ layer: ListLayer, above sibling: ListLayer?) {
        let index = addedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? addedSublayers.count
        insertSublayer(layer, at: UInt32(clamping: index))
        if let sibling, sibling.superlayer === self { layer.anchor = sibling.anchor }
    }

    /// Removes a standalone layer from its superlayer (a view's layer: nothing; remove the view).
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.addedSublayers.removeAll { $0 === self }
        superlayer = nil
        anchor = nil
    }

    private func isSublayer(of layer: ListLayer) -> Bool {
        var current = superlayer
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// The subview a layer inserted at `position` draws above: the frontmost subview now when it goes on top, else
    /// the anchor of the standalone layer it goes below.
    private func anchorForTop(below position: Int) -> ListView? {
        if position < addedSublayers.count { return addedSublayers[position].anchor }
        return view?.subviews.last
    }

    /// The shadow as drawn, in the coordinates `frame` is in, or `nil` when there is none: no opacity or colour, or
    /// a layer that clips to its bounds (Core Animation clips the shadow too). Without a ``shadowPath`` the shape is
    /// the bounds with the rounded corners, drawn only under a background colour (a shadow of text or images alone
    /// is not drawn).
    func shadow(frame: CGRect, background: ListColor?, style: ListUserInterfaceStyle) -> ListViewShadow? {
        guard shadowOpacity > 0, !masksToBounds, let color = shadowColor?.resolved(for: style), color.alpha > 0 else {
            return nil
        }
        let shape: CGRect
        let radius: CGFloat
        if let shadowPath {
            shape = shadowPath.bounds.offsetBy(dx: frame.minX - bounds.minX, dy: frame.minY - bounds.minY)
            radius = shadowPath.cornerRadius
        } else {
            guard let background, background.alpha > 0 else { return nil }
            shape = frame
            radius = cornerRadius
        }
        let opacity = Double(min(1, max(0, shadowOpacity)))
        let alpha = UInt8((Double(color.alpha) * opacity).rounded())
        guard alpha > 0, shape.width > 0, shape.height > 0, shadowOffset.width.isFinite, shadowOffset.height.isFinite
        else { return nil }
        return ListViewShadow(
            rect: shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height),
            cornerRadius: Double(max(0, radius)), color: color.withAlpha(alpha),
            radius: Double(shadowRadius.isFinite ? min(max(0, shadowRadius), 500) : 0))
    }
}
