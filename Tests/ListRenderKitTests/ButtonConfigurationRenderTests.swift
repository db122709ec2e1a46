import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import ListTextKit
import ListViewKit
import Testing

/// Configured buttons drawn: each style's background in light and dark at 1×, 2× and 3× (exact pixels), and seeded
/// random configurations in random environments whose content stays inside the bounds less the insets, mirrors
/// right to left, and draws the same bytes twice.
@MainActor
@Suite struct ButtonConfigurationRenderTests {
    nonisolated static let cases = [1.0, 2.0, 3.0].flatMap { scale in
        [ListUserInterfaceStyle.light, .dark].map { (scale, $0) }
    }

    static func render(_ view: UIView, scale: Double, environment: ListEnvironment) throws -> RasterImage {
        view.layoutIfNeeded()
        let element = SceneElement(
            kind: .cell, frame: view.bounds, content: ListCellContent(), section: 0, item: 0, view: view.snapshot())
        let scene = RenderScene(size: view.bounds.size, scale: scale, elements: [element], backgroundColor: .white)
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none, environment: environment).render(scene)
    }

    @Test(arguments: cases)
    func test_whenEachStyleIsDrawn_thatItsBackgroundHasIOSsColour(scale: Double, theme: ListUserInterfaceStyle) throws {
        let environment = ListEnvironment(theme: theme)
        let dark = theme == .dark
        // Translucent fills over white as Cairo stores them (premultiplied 8-bit channels: a blend such as
        // 0x78 at 41/255 over white, 233.3, or 0x80 at 41/255, 234.6, lands on 0xE9 and 0xEA).
        let styles: [(UIButton.Configuration, UIControl.State, ListColor)] = [
            (.filled(), .normal, dark ? ListColor(red: UInt8(0x0A), green: 0x84, blue: 0xFF) : ListColor(red: UInt8(0), green: 0x7A, blue: 0xFF)),
            // The tint at 18 % (25 % dark) over white.
            (.tinted(), .normal, dark ? ListColor(red: UInt8(0xC1), green: 0xE0, blue: 0xFF) : ListColor(red: UInt8(0xD1), green: 0xE7, blue: 0xFF)),
            // secondarySystemFill, #787880 at 16 % (32 % dark), over white.
            (.gray(), .normal, dark ? ListColor(red: UInt8(0xD3), green: 0xD3, blue: 0xD6) : ListColor(red: UInt8(0xE9), green: 0xE9, blue: 0xEA)),
            (.plain(), .normal, .white),
            // Disabled: tertiarySystemFill, #767680 at 12 % (24 % dark), over white.
            (.filled(), .disabled, dark ? ListColor(red: UInt8(0xDE), green: 0xDE, blue: 0xE0) : ListColor(red: UInt8(0xEE), green: 0xEE, blue: 0xEF)),
            // Highlighted: 75 % over white, or 20 % nearer white in dark.
            (.filled(), .highlighted, dark ? ListColor(red: UInt8(0x3B), green: 0x9D, blue: 0xFF) : ListColor(red: UInt8(0x40), green: 0x9B, blue: 0xFF)),
        ]
        for (configuration, state, expected) in styles {
            var configuration = configuration
            configuration.title = "Follow"
            let button = UIButton(configuration: configuration)
            button.overrideTraitCollection = ListTraitCollection(environment: environment)
            button.isEnabled = !state.contains(.disabled)
            button.isHighlighted = state.contains(.highlighted)
            button.frame.size = CGSize(width: 100, height: 36)
            let image = try Self.render(button, scale: scale, environment: environment)
            func pixel(_ x: Double, _ y: Double) -> ListColor { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
            #expect(pixel(3, 18) == expected, "\(configuration.style) \(state)")
            #expect(pixel(0, 0) == .white, "\(configuration.style) \(state)")   // outside the rounded corner
        }
    }

    /// One random configured button, built the same way each time.
    struct Configuration: CustomStringConvertible {
        var configuration: UIButton.Configuration
        var highlighted: Bool
        var enabled: Bool
        var environment: ListEnvironment
        var scale: Double
        var extra: CGSize

        init(_ rng: inout SplitMix64) {
            let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled(), .bordered(), .borderedTinted(),
                                                     .borderedProminent(), .borderless()]
            configuration = styles.randomElement(using: &rng) ?? .plain()
            let titles = [nil, "", "Go", "Follow", "Add to Reading List", "تابع", "日本語のボタン"]
            configuration.title = titles.randomElement(using: &rng) ?? nil
            configuration.subtitle = Bool.random(using: &rng) ? nil : titles.randomElement(using: &rng) ?? nil
            configuration.image = Bool.random(using: &rng) ? UIImage(systemName: "heart.fill") : nil
            configuration.imagePlacement = [.leading, .trailing, .top, .bottom].randomElement(using: &rng) ?? .leading
            configuration.imagePadding = CGFloat(Int.random(in: 0...12, using: &rng))
            configuration.titlePadding = CGFloat(Int.random(in: 0...6, using: &rng))
            configuration.buttonSize = UIButton.Configuration.Size.allCases.randomElement(using: &rng) ?? .medium
            configuration.cornerStyle = UIButton.Configuration.CornerStyle.allCases.randomElement(using: &rng) ?? .dynamic
            configuration.titleAlignment = UIButton.Configuration.TitleAlignment.allCases.randomElement(using: &rng) ?? .automatic
            if Bool.random(using: &rng) { configuration.baseBackgroundColor = .systemGreen }
            if Bool.random(using: &rng) { configuration.baseForegroundColor = .label }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                configuration.contentInsets = NSDirectionalEdgeInsets(
                    top: CGFloat(Int.random(in: 0...20, using: &rng)), leading: CGFloat(Int.random(in: 0...30, using: &rng)),
                    bottom: CGFloat(Int.random(in: 0...20, using: &rng)), trailing: CGFloat(Int.random(in: 0...30, using: &rng)))
            }
            highlighted = Bool.random(using: &rng)
            enabled = Int.random(in: 0..<4, using: &rng) != 0
            environment = ListEnvironment(
                theme: Bool.random(using: &rng) ? .dark : .light,
                contentSizeCategory: ListContentSizeCategory.allCases.randomElement(using: &rng) ?? .large,
                layoutDirection: Bool.random(using: &rng) ? .rightToLeft : .leftToRight)
            scale = [1.0, 2.0, 3.0].randomElement(using: &rng) ?? 1
            extra = CGSize(width: Int.random(in: 0...60, using: &rng), height: Int.random(in: 0...20, using: &rng))
        }

        var description: String { "\(configuration), highlighted \(highlighted), enabled \(enabled), \(environment), \(scale)×, +\(extra)" }

        @MainActor func build(_ direction: ListLayoutDirection? = nil) -> UIButton {
            let button = UIButton(configuration: configuration)
            var environment = environment
            if let direction { environment.layoutDirection = direction }
            button.overrideTraitCollection = ListTraitCollection(environment: environment)
            button.isHighlighted = highlighted
            button.isEnabled = enabled
            button.sizeToFit()
            button.frame.size.width += extra.width
            button.frame.size.height += extra.height
            button.layoutIfNeeded()
            return button
        }
    }

    @Test func test_whenConfigurationsAreRandom_thatContentStaysInside_mirrorsRightToLeft_andRendersRepeat() throws {
        var rng = SplitMix64(seed: 0xB077_0415)
        for _ in 0..<80 {
            let random = Configuration(&rng)
            let button = random.build()
            let rightToLeft = random.environment.isRightToLeft
            let box = button.bounds.inset(by: random.configuration.contentInsets.edgeInsets(
                for: rightToLeft ? .rightToLeft : .leftToRight))
            let parts = [button.titleLabel, button.subtitleLabel, button.imageView].compactMap { $0 }.filter { !$0.isHidden }
            for part in parts {
                let frame = part.frame
                #expect(frame.minX >= box.minX - 1e-9 && frame.maxX <= box.maxX + 1e-9
                        && frame.minY >= box.minY - 1e-9 && frame.maxY <= box.maxY + 1e-9, "\(frame) \(box) \(random)")
            }
            // Right to left: the same frames mirrored.
            let mirrored = random.build(rightToLeft ? .leftToRight : .rightToLeft)
            #expect(mirrored.bounds.size == button.bounds.size, "\(random)")
            for (part, other) in zip(parts, [mirrored.titleLabel, mirrored.subtitleLabel, mirrored.imageView].compactMap { $0 }.filter { !$0.isHidden }) {
                let width = button.bounds.width
                #expect(abs(other.frame.minX - (width - part.frame.maxX)) < 1e-9 && other.frame.minY == part.frame.minY,
                        "\(part.frame) \(other.frame) \(random)")
            }
            guard button.bounds.width >= 1, button.bounds.height >= 1 else { continue }
            let first = try Self.render(button, scale: random.scale, environment: random.environment)
            let second = try Self.render(random.build(), scale: random.scale, environment: random.environment)
            #expect(first.withUnsafePixels { Data($0) } == second.withUnsafePixels { Data($0) }, "\(random)")
        }
    }
}
