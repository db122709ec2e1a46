import Foundation
import ListCore

/// UIKit's `UIButton`: a title and an image per state, laid out side by side (image leading) in the bounds less
/// ``contentEdgeInsets``, centred. A `.system` button draws its title in the tint colour.
///
/// ```swift
/// let like = UIButton(type: .system)
/// like.setImage(UIImage(systemName: "heart"), for: .normal)
/// like.setTitle("Like", for: .normal)
/// like.contentEdgeInsets = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
/// like.sizeToFit()
/// ```
@MainActor
open class ListButton: ListControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable, Hashable {
        /// No styling: white titles.
        case custom
        /// Tinted titles and images.
        case system
        /// An ⓘ-style button (`info.circle`).
        case detailDisclosure
        /// An info button.
        case infoLight
        /// An info button.
        case infoDark
        /// A ⊕ button.
        case contactAdd
        /// A close button.
        case close
    }

    /// The button's type.
    public private(set) var buttonType: ButtonType = .custom
    /// The label that draws the title (15 pt system font).
    public let titleLabel: ListLabel? = ListLabel()
    /// The view that draws the image.
    public let imageView: ListImageView? = ListImageView()
    /// Space around the title and image.
    open var contentEdgeInsets = ListEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Extra offsets of the title (as UIKit's, applied after centring).
    open var titleEdgeInsets = ListEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Extra offsets of the image.
    open var imageEdgeInsets = ListEdgeInsets.zero { didSet { setNeedsLayout() } }

    /// UIKit's `configuration` (iOS 15): when set, the button draws it — its background, title, subtitle and
    /// image — instead of the per-state titles and images (``Configuration``).
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// UIKit's `configurationUpdateHandler`: runs before the button draws after its state changed (set
    /// ``configuration`` from ``ListControl/state`` in it).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// UIKit's `subtitleLabel`: the label that draws a configuration's subtitle (`nil` without a configuration).
    public var subtitleLabel: ListLabel? { configuration == nil ? nil : configuredSubtitleLabel }
    /// The views a configuration draws with, made when a configuration is first drawn.
    var configuredSubtitleView: ListLabel?
    var configuredBackgroundView: ListView?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    var configuredState: State?

    /// UIKit's `updateConfiguration()`: runs ``configurationUpdateHandler`` (override it to update
    /// ``configuration`` from ``ListControl/state`` in a subclass).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: ListColor] = [:]
    private var images: [UInt: ListViewImage] = [:]

    /// UIKit's `UIButton(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType == .contactAdd || buttonType == .detailDisclosure || buttonType.isInfo || buttonType == .close {
            // The symbols iOS draws these buttons with.
            let symbol = switch buttonType {
            case .contactAdd: "plus.circle"
            case .close: "xmark.circle.fill"
            default: "info.circle"
            }
            images[State.normal.rawValue] = ListViewImage(systemName: symbol)
        }
    }

    /// UIKit's `UIButton(type:primaryAction:)`: the action's title and image become the normal state's, and a tap
    /// runs it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: ListAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// Runs the actions for `events`; a tap (`.touchUpInside`) also triggers the primary action, as UIKit's buttons.
    open override func sendActions(for events: Event) {
        super.sendActions(for: events.contains(.touchUpInside) ? events.union(.primaryActionTriggered) : events)
    }

    /// A custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.textAlignment = .center
        if let titleLabel { addSubview(titleLabel) }
        if let imageView { addSubview(imageView) }
    }

    // Accessibility defaults (docs/ACCESSIBILITY.md).
    /// Default: the current title (UIKit's `UIButton` reads its title label).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (configuredTitle ?? currentTitle ?? titleLabel?.text).flatMap { $0.isEmpty ? nil : $0 } }
        set { super.accessibilityLabel = newValue }
    }
    /// Default: `.button` and the state's traits (UIKit's `UIButton`).
    open override var accessibilityTraits: ListAccessibilityTraits {
        get { accessibility.traits ?? stateTraits.union(.button) }
        set { super.accessibilityTraits = newValue }
    }

    /// No nibs: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    package override var snapshotKind: ListViewSnapshot.Kind { .button }

    /// UIKit's `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        setNeedsLayout()
    }

    /// UIKit's `title(for:)`: the state's title, else the normal one.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// UIKit's `setTitleColor(_:for:)`.
    public func setTitleColor(_ color: ListColor?, for state: State) {
        titleColors[state.rawValue] = color
        setNeedsLayout()
    }

    /// UIKit's `titleColor(for:)`: the state's colour, else the normal one, else the type's default (the tint for
    /// system buttons, white for custom ones).
    public func titleColor(for state: State) -> ListColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// UIKit's `setImage(_:for:)`.
    public func setImage(_ image: ListViewImage?, for state: State) {
        images[state.rawValue] = image
        setNeedsLayout()
    }

    /// UIKit's `image(for:)`: the state's image, else the normal one.
    public func image(for state: State) -> ListViewImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// UIKit's `currentTitle`.
    public var currentTitle: String? { title(for: state) }
    /// UIKit's `currentImage`.
    public var currentImage: ListViewImage? { image(for: state) }

    private func applyState() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = titleColor(for: state)
        titleLabel?.isHidden = currentTitle?.isEmpty ?? true
        imageView?.image = currentImage
        imageView?.isHidden = currentImage == nil
    }

    private var contentSizes: (title: CGSize, image: CGSize) {
        applyState()
        let title = titleLabel.map { $0.isHidden ? .zero : $0.sizeThatFits(ListView.layoutFittingExpandedSize) } ?? .zero
        return (title, currentImage?.size ?? .zero)
    }

    /// The title and subtitle of the configuration, as VoiceOver reads them ("Title, Subtitle").
    private var configuredTitle: String? {
        guard let configuration else { return nil }
        let parts = [configuration.title, configuration.subtitle].compactMap { $0?.isEmpty == false ? $0 : nil }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The title and image side by side plus the content insets (with a configuration: its content and insets).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        if let configuration { return configuredSize(configuration) }
        let (title, image) = contentSizes
        return CGSize(
            width: title.width + image.width + contentEdgeInsets.horizontal,
            height: max(title.height, image.height) + contentEdgeInsets.vertical)
    }

    /// As ``sizeThatFits(_:)``.
    open override var intrinsicContentSize: CGSize { sizeThatFits(ListView.layoutFittingExpandedSize) }

    /// Places the image and the title (image leading) in the bounds less the content insets, by
    /// ``ListControl/effectiveContentHorizontalAlignment`` (centred, at the left or right edge, or the title
    /// stretched over the rest of the width) and ``ListControl/contentVerticalAlignment`` (centred, at the top or
    /// bottom, or both stretched to the height).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if let configuration {
            configuredBackground.isHidden = false
            layOutConfiguration(configuration)
            return
        }
        // A configuration removed: its background and subtitle go.
        configuredBackgroundView?.isHidden = true
        configuredSubtitleView?.isHidden = true
        var (title, image) = contentSizes
        let box = bounds.inset(by: contentEdgeInsets)
        let horizontal = effectiveContentHorizontalAlignment
        if horizontal == .fill { title.width = max(0, box.width - image.width) }
        let total = title.width + image.width
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let start = switch horizontal {
        case .left, .fill: box.minX
        case .right: box.maxX - total
        default: box.minX + (box.width - total) / 2
        }
        let imageX = rightToLeft ? start + title.width : start
        let titleX = rightToLeft ? start : start + image.width
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: box.minY
            case .bottom: box.maxY - height
            case .center: box.midY - height / 2
            }
        }
        if contentVerticalAlignment == .fill {
            title.height = box.height
            image.height = box.height
        }
        imageView?.frame = CGRect(x: imageX, y: y(image.height), width: image.width, height: image.height)
            .inset(by: imageEdgeInsets)
        titleLabel?.frame = CGRect(
            x: titleX, y: y(title.height), width: min(title.width, box.width), height: title.height
        ).inset(by: titleEdgeInsets)
    }
}

extension ListButton.ButtonType {
    fileprivate var isInfo: Bool { self == .infoLight || self == .infoDark }
}
