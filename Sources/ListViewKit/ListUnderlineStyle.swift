/// UIKit's `NSUnderlineStyle`: the value of `.underlineStyle` and `.strikethroughStyle` attributes, written as
/// `NSUnderlineStyle.single.rawValue`. The raw values are UIKit's. A label draws `.single`, `.thick` and `.double`
/// lines; the pattern bits (dots, dashes) and `.byWord` are kept but drawn as a solid line under the whole run.
public struct ListUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: Int

    /// A style from its bits.
    ///
    /// - Parameter rawValue: UIKit's bits (`single` is `0x01`).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = ListUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = ListUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = ListUnderlineStyle(rawValue: 0x09)
    /// A solid line (the pattern's default).
    public static let patternSolid = ListUnderlineStyle([])
    /// Dots.
    public static let patternDot = ListUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = ListUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = ListUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = ListUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between them.
    public static let byWord = ListUnderlineStyle(rawValue: 0x8000)
}
