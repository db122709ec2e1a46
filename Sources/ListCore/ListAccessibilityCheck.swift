import Foundation

/// One check of an accessibility audit (`ListAccessibilityAudit.Check`). The raw values are the names used on the
/// command line (`--audit-checks`), in specs (`"audit": { "checks": […] }`) and in `results.json`;
/// docs/ACCESSIBILITY.md gives each one's source.
public enum ListAccessibilityCheck: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Text whose contrast with the pixels beneath it is below WCAG's minimum (SC 1.4.3; Xcode's
    /// `.contrast`, ATF's `TextContrastCheck`).
    case contrast
    /// An interactive element smaller than the minimum touch target (Apple HIG 44 × 44 pt; Xcode's
    /// `.hitRegion`, ATF's `TouchTargetSizeCheck`).
    case touchTarget
    /// An interactive element without a label (Xcode's `.sufficientElementDescription`, ATF's
    /// `SpeakableTextPresentCheck`).
    case unlabeledControl
    /// An image read by VoiceOver without a label (an image not meant to be read is decorative: not an
    /// accessibility element; WCAG SC 1.1.1, ATF's `SpeakableTextPresentCheck` on image views).
    case unlabeledImage
    /// Two elements of one container with the same label (ATF's `DuplicateSpeakableTextCheck`).
    case duplicateLabel
    /// Text cut at a larger Dynamic Type size that is whole at the default one (Xcode's `.dynamicType` and
    /// `.textClipped`).
    case clippedText
    /// An element whose activation point lies under an opaque view drawn above it (Xcode's
    /// `.elementDetection` / `.hitRegion`).
    case hiddenElement

    /// The raw value.
    public var description: String { rawValue }
}
