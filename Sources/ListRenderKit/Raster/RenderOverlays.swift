/// The annotations drawn over the list, each of which can be turned off for a clean preview.
///
/// The CLI shows ``default`` (guides, spacing and index paths) and offers `--frames` to add frame values,
/// `--no-guides`, `--no-spacing`, `--no-index-paths` to remove one, and `--clean` for none.
///
/// ```swift
/// var overlays = RenderOverlays.default
/// overlays.remove(.indexPaths)
/// ```
public struct RenderOverlays: OptionSet, Sendable, Hashable {
    /// The bits.
    public var rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Content-inset and section-inset guides: tinted bands and dashed outlines.
    public static let guides = RenderOverlays(rawValue: 1 << 0)
    /// Line and interitem spacing markers with their values.
    public static let spacing = RenderOverlays(rawValue: 1 << 1)
    /// Each element's index path (`0·3`; `H0`/`F0` for a header/footer).
    public static let indexPaths = RenderOverlays(rawValue: 1 << 2)
    /// Each element's frame in content coordinates (`0,44 390×80`).
    public static let frames = RenderOverlays(rawValue: 1 << 3)

    /// No overlay: a clean preview.
    public static let none: RenderOverlays = []
    /// Guides, spacing and index paths: what `render` shows by default.
    public static let `default`: RenderOverlays = [.guides, .spacing, .indexPaths]
    /// Every overlay.
    public static let all: RenderOverlays = [.guides, .spacing, .indexPaths, .frames]
}
