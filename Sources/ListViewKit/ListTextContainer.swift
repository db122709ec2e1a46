import Foundation
import ListCore

/// UIKit's `NSTextContainer` as a text view exposes it (`textView.textContainer`): the padding at both ends of each
/// line, the line limit and how the last line is cut.
@MainActor
public final class ListTextContainer {
    /// Blank space at the start and end of every line (5 points by default, as UIKit's).
    public var lineFragmentPadding: CGFloat = 5 {
        didSet { owner?.setNeedsLayout() }
    }
    /// The most lines (0, the default: no limit).
    public var maximumNumberOfLines = 0 {
        didSet { owner?.setNeedsLayout() }
    }
    /// How lines wrap and the last kept line is cut (`.byWordWrapping` by default).
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { owner?.setNeedsLayout() }
    }

    /// The text view the container lays out, `nil` once it has ended (held through its lifetime, not weakly:
    /// ``ListLifetime``).
    var owner: ListView? {
        get { ownerLifetime?.view }
        set { ownerLifetime = newValue?.lifetime }
    }
    private var ownerLifetime: ListLifetime?

    /// A container with UIKit's defaults.
    public init() {}
}
