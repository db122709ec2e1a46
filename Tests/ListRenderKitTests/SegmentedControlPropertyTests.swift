import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import ListViewKit
import Testing

/// Seeded random segmented controls (titles short and long, images, fixed widths, by-content widths, selections,
/// disabled and momentary ones, tinted cards) in random environments (Dynamic Type, right to left, dark, 1×–3×):
/// the segments tile the bounds in order, everything drawn stays inside them, VoiceOver reads one button per
/// segment, and the same control drawn twice gives the same bytes.
@MainActor
@Suite struct SegmentedControlPropertyTests {
    /// One random control, built the same way each time it is asked.
    struct Configuration: CustomStringConvertible {
        var items: [String?]   // nil: an image segment
        var widths: [CGFloat]
        var disabled: Set<Int>
        var selected: Int
        var apportions: Bool
        var momentary: Bool
        var tint: Bool
        var width: CGFloat?
        var environment: ListEnvironment
        var scale: Double

        static let titles = ["All", "Unread", "A much longer segment title", "", "مرحبا", "Ω", "Photos & Videos"]

        init(_ rng: inout SplitMix64) {
            let count = Int.random(in: 0...6, using: &rng)
            items = (0..<count).map { _ in Bool.random(using: &rng) && count > 1 ? nil : Self.titles.randomElement(using: &rng) }
            widths = (0..<count).map { _ in Int.random(in: 0..<4, using: &rng) == 0 ? CGFloat(Int.random(in: 10...160, using: &rng)) : 0 }
            disabled = Set((0..<count).filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            selected = Int.random(in: -1..<max(count, 1), using: &rng)
            apportions = Bool.random(using: &rng)
            momentary = Int.random(in: 0..<5, using: &rng) == 0
            tint = Bool.random(using: &rng)
            width = Bool.random(using: &rng) ? nil : CGFloat(Int.random(in: 0...420, using: &rng))
            environment = ListEnvironment(
                theme: Bool.random(using: &rng) ? .dark : .light,
                contentSizeCategory: ListContentSizeCategory.allCases.randomElement(using: &rng) ?? .large,
                layoutDirection: Bool.random(using: &rng) ? .rightToLeft : .leftToRight)
            scale = [1.0, 2.0, 3.0].randomElement(using: &rng) ?? 1
        }

        var description: String {
            "items \(items), widths \(widths), disabled \(disabled.sorted()), selected \(selected), apportions "
                + "\(apportions), momentary \(momentary), width \(String(describing: width)), \(environment), \(scale)×"
        }

        @MainActor func build() -> UISegmentedControl {
            let control = UISegmentedControl(items: items.map { $0 ?? UIImage(systemName: "star.fill") as Any })
            control.overrideTraitCollection = ListTraitCollection(environment: environment)
            for (index, width) in widths.enumerated() { control.setWidth(width, forSegmentAt: index) }
            for index in disabled.sorted() { control.setEnabled(false, forSegmentAt: index) }
            control.selectedSegmentIndex = selected
            control.apportionsSegmentWidthsByContent = apportions
            control.isMomentary = momentary
            if tint { control.selectedSegmentTintColor = .systemIndigo }
            control.sizeToFit()
            if let width { control.frame.size.width = width }
            control.layoutIfNeeded()
            return control
        }
    }

    @Test func test_whenControlsAreRandom_thatSegmentsTileTheBounds_contentStaysInside_andRendersRepeat() throws {
        var rng = SplitMix64(seed: 0x5E6_3E47)
        for _ in 0..<60 {
            let configuration = Configuration(&rng)
            let control = configuration.build()
            let bounds = control.bounds
            #expect(bounds.height == 32, "\(configuration)")
            // The segments tile the bounds, segment 0 at the leading edge.
            let frames = control.segmentFrames
            let ordered = configuration.environment.isRightToLeft ? frames.reversed() : frames
            var x: CGFloat = 0
            for frame in ordered {
                #expect(abs(frame.minX - x) < 1e-9 && frame.width >= 0 && frame.height == 32, "\(configuration)")
                x = frame.maxX
            }
            #expect(frames.isEmpty || abs(x - bounds.width) < 1e-9, "\(configuration)")
            // Everything drawn lies inside the bounds.
            func visit(_ node: ListViewSnapshot, origin: CGPoint) {
                let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
                #expect(frame.minX >= -1e-9 && frame.minY >= -1e-9, "\(node.identifier) \(frame) \(configuration)")
                #expect(frame.maxX <= bounds.width + 1e-9 && frame.maxY <= bounds.height + 1e-9,
                        "\(node.identifier) \(frame) \(configuration)")
                for child in node.children { visit(child, origin: frame.origin) }
            }
            for child in control.snapshot().children { visit(child, origin: .zero) }
            // One button per segment that has room; the selected one (no card in a momentary control) selected.
            let elements = control.accessibilityHierarchy().elements
            #expect(elements.count == frames.filter { $0.width > 0 }.count, "\(configuration)")
            #expect(elements.allSatisfy { $0.traits.contains(.button) })
            let card = !configuration.momentary && frames.indices.contains(configuration.selected)
                && frames[configuration.selected].width > 0
            #expect(elements.filter { $0.traits.contains(.selected) }.count == (card ? 1 : 0), "\(configuration)")
            // The same control drawn twice: the same bytes.
            guard bounds.width >= 1 else { continue }
            let first = try SegmentedControlTests.render(
                control, scale: configuration.scale, environment: configuration.environment, background: .white)
            let second = try SegmentedControlTests.render(
                configuration.build(), scale: configuration.scale, environment: configuration.environment, background: .white)
            #expect(first.withUnsafePixels { Data($0) } == second.withUnsafePixels { Data($0) }, "\(configuration)")
        }
    }
}
