import Foundation

/// UIKit's attribute keys that labels and text measuring read: `.font` takes a ``ListFont`` (`UIFont`),
/// `.foregroundColor` a `ListColor` (`UIColor`), `.paragraphStyle` an ``NSParagraphStyle``. Other keys are kept
/// and ignored when drawing.
///
/// ```swift
/// let name = NSAttributedString(string: "Ann ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
/// let text = NSMutableAttributedString(attributedString: name)
/// text.append(NSAttributedString(string: "liked your photo", attributes: [.foregroundColor: UIColor.secondaryLabel]))
/// label.attributedText = text
/// ```
extension NSAttributedString.Key {
    /// The font of a run (a ``ListFont``).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a run (a `ListColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour of a run (recorded, not drawn).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (an ``NSParagraphStyle``: its line and paragraph spacing and line heights are measured
    /// and drawn; a label takes its alignment and line break mode).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra spacing between characters (recorded, not drawn).
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline (recorded, not drawn; a ``ListUnderlineStyle`` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (recorded, not drawn).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text (recorded, not drawn; a ``ListUnderlineStyle`` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (recorded, not drawn).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A link (a `URL` or `String`; recorded, drawn in the run's own colour).
    public static let link = NSAttributedString.Key("NSLink")
    /// How far the run is raised above the baseline (recorded, not drawn).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A slant (recorded, not drawn).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// A horizontal stretch (recorded, not drawn).
    public static let expansion = NSAttributedString.Key("NSExpansion")
}
