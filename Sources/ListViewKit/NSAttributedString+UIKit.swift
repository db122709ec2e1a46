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
    /// An underline (recorded, not drawn).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}
