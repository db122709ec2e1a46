import ListImageKit

/// The image of an image view or a button in a spec view tree: a name looked up in the spec's asset folders, or a
/// system symbol (always a placeholder headlessly). The spec reader finds and checks the file while validating (the
/// path rules, the kind, the header and its size against the limits), so a hostile or broken file is reported with
/// the spec's file and JSON path; its pixels are decoded only when the image is drawn, within the run-wide budget of
/// `ListImageStore.shared` (an item never drawn never decodes its image).
///
/// ```json
/// { "type": "image", "image": "avatar", "width": 40, "height": 40 }
/// { "type": "image", "systemName": "heart", "renderingMode": "template", "tintColor": "systemPink" }
/// ```
public struct ListSpecImage: Hashable, Sendable {
    /// What was written.
    public var source: Source
    /// The image found and checked while reading (a placeholder when missing or a system name); its pixels are
    /// decoded when drawn.
    public var image: ListImage
    /// `UIImage.RenderingMode`: `template` draws the image's alpha in the view's tint colour.
    public var renderingMode: RenderingMode

    /// Creates an image.
    public init(source: Source, image: ListImage, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.image = image
        self.renderingMode = renderingMode
    }

    /// Where the image comes from.
    public enum Source: Hashable, Sendable {
        /// `"image": NAME`: `UIImage(named:)` in the spec's asset folders.
        case named(String)
        /// `"systemName": NAME`: `UIImage(systemName:)`.
        case systemName(String)
    }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: String, Hashable, Sendable, CaseIterable {
        /// As the image is (template for a system symbol).
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The image's alpha in the tint colour.
        case alwaysTemplate
    }
}
