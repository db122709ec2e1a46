import Foundation

/// UIKit's attribute keys that labels and text measuring read: `.font` takes a ``ListFont`` (`UIFont`),
/// `.foregroundColor` a `ListColor` (`UIColor`), `.paragraphStyle` an ``NSParagraphStyle``; `.kern`,
/// `.underlineStyle`, `.strikethroughStyle` (with their colours) and `.backgroundColor` are drawn as UILabel draws
/// them. Other keys are kept and ignored when drawing.
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
    /// The background colour of a run (a `ListColor`): filled behind the run's glyphs, its line's height tall.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (an ``NSParagraphStyle``: its line and paragraph spacing and line heights are measured
    /// and drawn; a label takes its alignment and line break mode).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a `Double`): Pango's letter spacing, measured and drawn.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An underline (a ``ListUnderlineStyle`` raw value): `.single`, `.thick` and `.double` are drawn under the
    /// run's glyphs, spaces included, at the font's underline position and thickness; pattern bits and `.byWord`
    /// are ignored (a solid line under the whole run).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (a `ListColor`; without it, the run's text colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A line through the text (a ``ListUnderlineStyle`` raw value), drawn as `.underlineStyle` is, at the font's
    /// strikethrough position and thickness.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (a `ListColor`; without it, the run's text colour).
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
