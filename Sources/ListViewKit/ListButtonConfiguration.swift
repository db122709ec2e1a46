import Foundation
import ListCore

extension ListButton {
    /// UIKit's `UIButton.Configuration` (iOS 15): a button's content and look as one value — a style (`filled()`,
    /// `tinted()`, `gray()`, `plain()`, the bordered ones), a title and subtitle, an image placed on any side,
    /// paddings, insets, a corner style and base colours — drawn for the button's state (highlighted, disabled) in
    /// light and dark appearance, with fonts that follow Dynamic Type. The figures and their sources are in
    /// docs/ADAPTER.md ("Button configurations").
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Follow"
    /// configuration.image = UIImage(systemName: "plus")
    /// configuration.imagePadding = 6
    /// configuration.cornerStyle = .capsule
    /// let follow = UIButton(configuration: configuration, primaryAction: UIAction { _ in follow() })
    /// ```
    public struct Configuration: Sendable, Hashable {
        /// The styles UIKit's constructors make.
        package enum Style: Sendable, Hashable {
            case plain, gray, tinted, filled, bordered, borderedTinted, borderedProminent, borderless
        }

        /// The style this configuration was made with.
        package var style: Style
        /// The title (`nil`: none).
        public var title: String?
        /// The subtitle under the title (`nil`: none).
        public var subtitle: String?
        /// The image (`nil`: none), drawn in the foreground colour when it is a template (symbols are).
        public var image: ListViewImage?
        /// Which side of the title the image is on: `.leading` (the default), `.trailing`, `.top` or `.bottom`.
        public var imagePlacement = ListDirectionalRectEdge.leading
        /// The space between the image and the title (UIKit's default: 0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (UIKit's default: 0).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other (`.automatic`: leading beside an image, centred
        /// otherwise).
        public var titleAlignment = TitleAlignment.automatic
        /// The predefined size: fonts, insets and the dynamic corner radius (`.medium` by default).
        public var buttonSize = Size.medium
        /// How the corner radius is chosen (`.dynamic` by default).
        public var cornerStyle = CornerStyle.dynamic
        /// The colour the style derives the background from (`nil`: the tint colour, or the style's grey).
        public var baseBackgroundColor: ListColor?
        /// The colour the style derives the title, subtitle and image from (`nil`: the style's).
        public var baseForegroundColor: ListColor?
        /// The background: its fill, radius and stroke override the style's when set.
        public var background = ListBackgroundConfiguration()
        private var explicitContentInsets: ListDirectionalEdgeInsets?

        package init(style: Style) {
            self.style = style
        }

        /// The space around the content. By default the button size's (medium: 7 top and bottom, 12 leading and
        /// trailing); setting it keeps what you set until ``setDefaultContentInsets()``.
        public var contentInsets: ListDirectionalEdgeInsets {
            get { explicitContentInsets ?? buttonSize.contentInsets }
            set { explicitContentInsets = newValue }
        }

        /// UIKit's `setDefaultContentInsets()`: back to the button size's insets.
        public mutating func setDefaultContentInsets() {
            explicitContentInsets = nil
        }

        /// UIKit's `UIButton.Configuration.plain()`: no background; tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// UIKit's `gray()`: a grey background (`secondarySystemFill`); tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// UIKit's `tinted()`: a light tint of the base colour behind a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// UIKit's `filled()`: the tint colour behind a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's `bordered()`: drawn as `gray()` (as iOS draws it on iPhone).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// UIKit's `borderedTinted()`: drawn as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// UIKit's `borderedProminent()`: drawn as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        /// UIKit's `borderless()`: drawn as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }

        /// UIKit's `updated(for:)`: the configuration as the button would draw it in its state — the colours UIKit
        /// resolves are ours to resolve when drawing, so this is the configuration unchanged.
        public func updated(for button: ListButton) -> Configuration { self }

        /// UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable, Hashable, CaseIterable {
            /// The smallest: footnote text, a capsule by default.
            case mini
            /// Small: subheadline text, a capsule by default.
            case small
            /// The standard size: body text.
            case medium
            /// Large: body text with more room around it.
            case large
        }

        /// UIKit's `UIButton.Configuration.CornerStyle` (UIKit's raw values).
        public enum CornerStyle: Int, Sendable, Hashable, CaseIterable {
            /// The background's ``ListBackgroundConfiguration/cornerRadius`` as given.
            case fixed = -1
            /// The size's radius (or the background's), scaled with Dynamic Type.
            case dynamic = 0
            /// A small system radius.
            case small = 1
            /// A medium system radius.
            case medium = 2
            /// A large system radius.
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }

        /// UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable, Hashable, CaseIterable {
            /// Leading when an image is beside the title, centred otherwise.
            case automatic
            /// At the leading edge.
            case leading
            /// Centred.
            case center
            /// At the trailing edge.
            case trailing
        }
    }

    /// UIKit's `UIButton.ConfigurationUpdateHandler`: run when the button's state changes (or
    /// ``ListButton/setNeedsUpdateConfiguration()`` asks), before it draws.
    public typealias ConfigurationUpdateHandler = @MainActor (ListButton) -> Void
}
