import Foundation
import ListCore

/// UIKit's `UIProgressView`: a bar 4 points high across the width, centred vertically in the bounds, whose leading
/// part (`progress` of the width; from the right in right-to-left layouts) is filled in ``progressTintColor`` (the
/// tint colour when `nil`) over a ``trackTintColor`` track (`systemFill` when `nil`), both with rounded ends.
///
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.setProgress(0.4, animated: true)
/// ```
@MainActor
open class ListProgressView: ListView {
    /// UIKit's `UIProgressView.Style` (recorded: both are drawn as the default bar).
    public enum Style: Int, Sendable, Hashable {
        /// The standard bar.
        case `default`
        /// A toolbar's bar.
        case bar
    }

    /// The bar's height, in points.
    public static let barHeight: CGFloat = 4

    /// How far along, 0...1 (values outside are pinned, as UIKit's; 0 by default).
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(1, max(0, newValue)); setNeedsLayout() }
    }
    /// The filled part's colour (`nil`: the tint colour).
    open var progressTintColor: ListColor?
    /// The track's colour (`nil`: `systemFill`).
    open var trackTintColor: ListColor?
    /// The style (recorded).
    open var progressViewStyle: Style = .default
    private var storedProgress: Float = 0
    private let track = ProgressPart()
    private let fill = ProgressPart()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        track.color = { [unowned self] in trackTintColor ?? .systemFill }
        fill.color = { [unowned self] in progressTintColor ?? tintColor }
        addSubview(track)
        track.addSubview(fill)
        track.clipsToBounds = true
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// An element by default (Apple, UIAccessibility: standard views are accessible by default).
    open override var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    /// Default: the progress in percent ("50%"), as UIKit's `UIProgressView` reports it.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? "\(Int((min(1, max(0, progress.isFinite ? progress : 0)) * 100).rounded()))%" }
        set { super.accessibilityValue = newValue }
    }
    /// Default: `.updatesFrequently`.
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? .updatesFrequently }
        set { super.accessibilityTraits = newValue }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A progress view of `style`, with a zero frame.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets ``progress`` (`animated` is ignored: a still shows where the bar ends).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = Self.barHeight
        track.frame = CGRect(x: 0, y: (bounds.height - height) / 2, width: bounds.width, height: height)
        track.layer.cornerRadius = height / 2
        fill.layer.cornerRadius = height / 2
        let width = bounds.width * CGFloat(progress)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        fill.frame = CGRect(x: rightToLeft ? bounds.width - width : 0, y: 0, width: width, height: height)
    }

    /// The bar's height at the width asked for.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// The bar's height; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: ListView.noIntrinsicMetric, height: Self.barHeight)
    }
}

/// The track or the filled part of a progress view: its colour is read when drawn, so a tint set later shows.
@MainActor
private final class ProgressPart: ListView {
    var color: () -> ListColor = { .clear }

    override var backgroundColor: ListColor? {
        get { color() }
        set {}
    }
}
