import Foundation
import ListCore
import ListViewKit

/// Everything one frame shows, in points, independent of pixels: elements, guides, spacing markers and a scroll
/// indicator. ``Rasterizer`` draws it at its ``scale``.
///
/// Elements draw in array order; pinned headers always draw last (above every cell).
///
/// ```swift
/// var scene = RenderScene(size: CGSize(width: 390, height: 844), scale: 2)
/// scene.elements.append(SceneElement(kind: .cell, frame: CGRect(x: 16, y: 20, width: 358, height: 44),
///                                    content: ListCellContent(text: "General"), section: 0, item: 0))
/// let image = try Rasterizer().render(scene)
/// ```
public struct RenderScene: Sendable, Equatable {
    /// The size of the frame in points.
    public var size: CGSize
    /// Pixels per point (1, 2 or 3 on iOS devices).
    public var scale: Double
    /// Cells, headers and footers.
    public var elements: [SceneElement]
    /// Content-inset and section-inset guides.
    public var guides: [SceneGuide]
    /// Line and interitem spacing markers.
    public var spacingMarkers: [SpacingMarker]
    /// The scroll indicator's thumb, in scene points (`nil`: none).
    public var scrollIndicator: CGRect?
    /// The background; `nil` uses the theme's.
    public var backgroundColor: ListColor?
    /// The collection view's background view while it is shown (the adapter's empty view when the list has no
    /// items): it fills the scene behind every element, as UIKit sizes `backgroundView` to the collection view's
    /// bounds whatever the content inset. Its content is drawn as a cell's, without the cell's fill (only a
    /// background colour of its own). `nil`: none.
    public var backgroundView: SceneElement?
    /// The screen's chrome drawn over the list (a spec's `"chrome"`: status bar, navigation bar, tab bar, home
    /// indicator), its root at the scene's origin, above every element, below the content-inset guide and the
    /// scroll indicator. Never mirrored with the scene's frames (it is laid out in its environment's direction).
    /// `nil`: none.
    public var chrome: ListViewSnapshot?

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - size: the frame size in points.
    ///   - scale: pixels per point.
    ///   - elements: cells, headers and footers.
    ///   - guides: inset guides.
    ///   - spacingMarkers: spacing markers.
    ///   - scrollIndicator: the scroll indicator's thumb rectangle.
    ///   - backgroundColor: the background (`nil`: the theme's).
    public init(
        size: CGSize, scale: Double, elements: [SceneElement] = [], guides: [SceneGuide] = [],
        spacingMarkers: [SpacingMarker] = [], scrollIndicator: CGRect? = nil, backgroundColor: ListColor? = nil
    ) {
        self.size = size
        self.scale = scale
        self.elements = elements
        self.guides = guides
        self.spacingMarkers = spacingMarkers
        self.scrollIndicator = scrollIndicator
        self.backgroundColor = backgroundColor
    }

    /// The size of the rendered image in pixels: the point size times the scale, rounded up.
    ///
    /// - Throws: ``RenderError/imageSize(width:height:scale:)`` when that is no pixel size an image can have.
    public var pixelSize: (width: Int, height: Int) {
        get throws(RenderError) { try Self.pixelSize(of: size, scale: scale) }
    }

    /// Points times scale, rounded up: the pixels an image of `size` points needs, checked before it becomes an
    /// `Int` — at most ``ListImageLimits/side`` a side and ``ListImageLimits/pixels`` in all (0 is allowed
    /// here; an image refuses it).
    ///
    /// - Throws: ``RenderError/imageSize(width:height:scale:)`` for a size beyond those limits or not finite.
    package static func pixelSize(of size: CGSize, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        let width = pixels(Double(size.width), scale: scale)
        let height = pixels(Double(size.height), scale: scale)
        let side = Double(ListImageLimits.side)
        // The bound right before the conversion (NaN fails every comparison).
        guard width >= 0, height >= 0, width <= side, height <= side,
            width * height <= Double(ListImageLimits.pixels)
        else {
            throw .imageSize(width: Double(size.width), height: Double(size.height), scale: scale)
        }
        return (Int(width), Int(height))
    }

    /// `points × scale` rounded up: at least one pixel for any length above 0, also when the product underflows
    /// to 0 (5e-324 points at scale 0.000001), which would leave an image of no pixels (found by
    /// HostileSpecPropertyTests).
    static func pixels(_ points: Double, scale: Double) -> Double {
        let pixels = (points * scale).rounded(.up)
        return points > 0 && scale > 0 && pixels == 0 ? 1 : pixels
    }
}
