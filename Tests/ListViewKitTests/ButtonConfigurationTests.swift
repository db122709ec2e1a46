import Foundation
import ListCore
import ListViewKit
import Testing

/// `UIButton.Configuration` (iOS 15) laid out as UIKit lays it out: the content plus the size's insets, the image on
/// any side (leading and trailing swap right to left), title over subtitle, fonts by the button size following
/// Dynamic Type, the corner styles' radii, state colours, the update handler, and self-sizing with constraints.
@MainActor
@Suite struct ButtonConfigurationTests {
    /// The size a label needs for `text` in a text style at a Dynamic Type size.
    static func textSize(_ text: String, _ style: UIFont.TextStyle, _ category: ListContentSizeCategory = .large) -> CGSize {
        let label = UILabel()
        label.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(contentSizeCategory: category))
        label.font = .preferredFont(forTextStyle: style)
        label.text = text
        return label.sizeThatFits(UIView.layoutFittingExpandedSize)
    }

    private func button(_ configuration: UIButton.Configuration, _ environment: ListEnvironment = ListEnvironment()) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.overrideTraitCollection = ListTraitCollection(environment: environment)
        button.sizeToFit()
        button.layoutIfNeeded()
        return button
    }

    @Test func test_whenFilled_thatItIsTheTitleInBodyTextPlus7By12Insets_withA595PointRadius() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let follow = button(configuration)
        let title = Self.textSize("Follow", .body)
        #expect(title.height > 17)
        #expect(follow.bounds.size == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(follow.intrinsicContentSize == follow.bounds.size)
        #expect(follow.titleLabel?.frame == CGRect(x: 12, y: 7, width: title.width, height: title.height))
        #expect(follow.titleLabel?.font == .preferredFont(forTextStyle: .body))
        let background = try #require(follow.snapshot().children.first)
        #expect(background.frame == follow.bounds && background.cornerRadius == 5.95)
        #expect(background.backgroundColor == UIColor.systemBlue.resolved(for: .light))
        #expect(follow.titleLabel?.textColor == .white)
        #expect(follow.accessibilityLabel == "Follow" && follow.accessibilityTraits == .button)
    }

    @Test(arguments: UIButton.Configuration.Size.allCases)
    func test_whenSized_thatEachSizeHasItsInsetsAndTextStyle(size: UIButton.Configuration.Size) {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Add"
        configuration.buttonSize = size
        let add = button(configuration)
        let insets = size.contentInsets
        let text = Self.textSize("Add", size.titleTextStyle)
        #expect(add.bounds.size == CGSize(width: text.width + insets.leading + insets.trailing, height: text.height + insets.top + insets.bottom))
        let expected: [UIButton.Configuration.Size: (CGFloat, CGFloat, UIFont.TextStyle)] = [
            .mini: (5, 10, .footnote), .small: (5, 10, .subheadline), .medium: (7, 12, .body), .large: (15, 20, .body),
        ]
        #expect(insets.top == expected[size]?.0 && insets.leading == expected[size]?.1 && size.titleTextStyle == expected[size]?.2)
        // Mini and small buttons are capsules; medium and large have rounded corners.
        let radius = add.snapshot().children.first?.cornerRadius
        #expect(radius == (size == .medium ? 5.95 : size == .large ? 8.75 : Double(add.bounds.height / 2)))
    }

    @Test func test_whenTheImageIsPlacedOnEachSide_thatItSitsThere_andLeadingAndTrailingSwapRightToLeft() throws {
        let title = Self.textSize("Share", .body)
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            for placement in [NSDirectionalRectEdge.leading, .trailing, .top, .bottom] {
                var configuration = UIButton.Configuration.tinted()
                configuration.title = "Share"
                configuration.image = UIImage(systemName: "square.and.arrow.up")
                configuration.imagePadding = 6
                configuration.imagePlacement = placement
                let share = button(configuration, ListEnvironment(layoutDirection: direction))
                let image = try #require(share.imageView?.frame), text = try #require(share.titleLabel?.frame)
                #expect(image.size == CGSize(width: 20, height: 20) && text.size == title)
                let vertical = placement == .top || placement == .bottom
                let content = vertical
                    ? CGSize(width: max(20, title.width), height: 20 + 6 + title.height)
                    : CGSize(width: 20 + 6 + title.width, height: max(20, title.height))
                #expect(share.bounds.size == CGSize(width: content.width + 24, height: content.height + 14))
                let imageOnLeft = (placement == .leading) == (direction == .leftToRight)
                switch placement {
                case .top: #expect(image.minY == 7 && text.minY == 7 + 26 && image.midX == share.bounds.midX)
                case .bottom: #expect(text.minY == 7 && image.maxY == share.bounds.height - 7)
                default:
                    #expect(imageOnLeft ? image.minX == 12 && text.minX == 38 : text.minX == 12 && image.minX == 12 + title.width + 6)
                    #expect(image.midY == share.bounds.midY && text.midY == share.bounds.midY)
                }
            }
        }
    }

    @Test func test_whenASubtitleIsSet_thatItSitsUnderTheTitle_titlePaddingApart_inTheSmallerStyle() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.titlePadding = 2
        let download = button(configuration)
        let title = Self.textSize("Download", .body), subtitle = Self.textSize("12 MB", .footnote)
        let width = max(title.width, subtitle.width)
        #expect(download.bounds.size == CGSize(width: width + 24, height: title.height + 2 + subtitle.height + 14))
        #expect(download.titleLabel?.frame == CGRect(x: 12, y: 7, width: width, height: title.height))
        #expect(download.subtitleLabel?.frame == CGRect(x: 12, y: 7 + title.height + 2, width: width, height: subtitle.height))
        #expect(download.subtitleLabel?.font == .preferredFont(forTextStyle: .footnote))
        #expect(download.accessibilityLabel == "Download, 12 MB")
        // Plain: no background fill, the title in the tint colour.
        #expect(download.snapshot().children.first?.backgroundColor == nil)
        #expect(download.titleLabel?.textColor == .systemBlue)
    }

    @Test func test_whenCornerStylesAreSet_thatTheRadiiAreIOSs_andDynamicOnesGrowWithTheText() {
        var configuration = UIButton.Configuration.filled()
        let size = CGSize(width: 120, height: 40)
        let radii = UIButton.Configuration.CornerStyle.allCases.map { style -> CGFloat in
            configuration.cornerStyle = style
            return configuration.cornerRadius(for: size, contentSizeCategory: .large)
        }
        #expect(radii == [5.95, 5.95, 4, 5.95, 8.75, 20])   // fixed (the size's), dynamic, small, medium, large, capsule
        configuration.cornerStyle = .dynamic
        #expect(configuration.cornerRadius(for: size, contentSizeCategory: .accessibilityExtraExtraExtraLarge) == 5.95 * 53 / 17)
        #expect(configuration.cornerRadius(for: CGSize(width: 300, height: 90), contentSizeCategory: .extraExtraExtraLarge)
            == 5.95 * 23 / 17)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 7
        #expect(configuration.cornerRadius(for: size, contentSizeCategory: .accessibilityMedium) == 7)
        configuration.background.cornerRadius = .infinity
        #expect(configuration.cornerRadius(for: size, contentSizeCategory: .large) == 0)
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1 && UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
    }

    @Test func test_whenTheTextIsLarger_thatTheButtonGrowsWithIt() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let large = button(configuration, ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let text = Self.textSize("Follow", .body, .accessibilityExtraExtraExtraLarge)
        #expect(large.bounds.size == CGSize(width: text.width + 24, height: text.height + 14))
        #expect(large.bounds.height > 60)
    }

    @Test func test_whenTheStateChanges_thatTheUpdateHandlerRuns_andStateColoursApply() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        let save = UIButton(configuration: configuration, primaryAction: nil)
        var calls = 0
        save.configurationUpdateHandler = { button in
            calls += 1
            button.configuration?.title = button.isHighlighted ? "Saving" : "Save"
        }
        save.layoutIfNeeded()
        #expect(calls == 1 && save.titleLabel?.text == "Save")
        save.isHighlighted = true
        save.layoutIfNeeded()
        #expect(calls == 2 && save.titleLabel?.text == "Saving")
        // Highlighted filled: the tint at 75 % (lightened in dark appearance).
        let colors = configuration.colors(for: .highlighted, tint: .systemBlue)
        #expect(colors.background?.resolved(for: .light) == UIColor.systemBlue.resolved(for: .light).withAlpha(191))
        #expect(colors.background?.resolved(for: .dark) == ListColor(red: UInt8(0x3B), green: 0x9D, blue: 0xFF))
        let disabled = configuration.colors(for: .disabled, tint: .systemBlue)
        #expect(disabled.background == .tertiarySystemFill && disabled.foreground == .tertiaryLabel)
        #expect(UIButton.Configuration.plain().colors(for: .disabled, tint: .systemBlue).background == nil)
        let tinted = UIButton.Configuration.tinted().colors(for: .normal, tint: .systemBlue)
        #expect(tinted.background?.resolved(for: .light).alpha == 46 && tinted.background?.resolved(for: .dark).alpha == 64)
        #expect(UIButton.Configuration.gray().colors(for: .normal, tint: .systemRed).background == .secondarySystemFill)
    }

    @Test func test_whenAnActionIsGiven_thatItsTitleAndImageFillTheConfiguration_andATapRunsIt() {
        var taps = 0
        let action = UIAction(title: "Like", image: UIImage(systemName: "heart")) { _ in taps += 1 }
        let like = UIButton(configuration: .borderedProminent(), primaryAction: action)
        #expect(like.configuration?.title == "Like" && like.configuration?.image == UIImage(systemName: "heart"))
        like.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        like.configuration = nil
        like.setTitle("Old", for: .normal)
        like.layoutIfNeeded()
        #expect(like.subtitleLabel == nil && like.snapshot().children.allSatisfy { $0.backgroundColor == nil })
    }

    @Test func test_whenConstrained_thatTheButtonSizesItselfByItsConfiguration() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.buttonSize = .large
        let proceed = UIButton(configuration: configuration)
        proceed.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(proceed)
        NSLayoutConstraint.activate([
            proceed.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            proceed.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        let text = Self.textSize("Continue", .body)
        #expect(proceed.frame == CGRect(x: 16, y: 10, width: text.width + 40, height: text.height + 30))
    }
}
