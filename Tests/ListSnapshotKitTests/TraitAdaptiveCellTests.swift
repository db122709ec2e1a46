import Foundation
import ListAdapterKit
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import Testing

/// A cell that adapts to its traits in `traitCollectionDidChange(_:)` — a stack turned vertical at the accessibility
/// text sizes, a font scaled by `UIFontMetrics`, as apps write them — is drawn adapted in each environment it is
/// snapshotted in, and as it was again afterwards.
@Suite @MainActor struct TraitAdaptiveCellTests {
    final class ProfileCell: UICollectionViewCell {
        let stack = UIStackView()
        let name = UILabel()
        let detail = UILabel()
        var adapts = true

        convenience init(frame: CGRect, vertical: Bool, adapts: Bool = true) {
            self.init(frame: frame)
            self.adapts = adapts
            stack.axis = vertical ? .vertical : .horizontal
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            name.text = "Ada Lovelace"
            name.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .bold))
            detail.text = "Notes on the Analytical Engine"
            detail.numberOfLines = 0
            detail.font = .preferredFont(forTextStyle: .subheadline)
            contentView.backgroundColor = .secondarySystemBackground
            stack.spacing = 8
            stack.alignment = .leading
            stack.addArrangedSubview(name)
            stack.addArrangedSubview(detail)
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            ])
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard adapts else { return }
            stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
        }
    }

    /// Seeded over every Dynamic Type size, themes, directions and scales: the adapting cell shown in the environment
    /// has the pixels of a cell built for it (vertical exactly at the accessibility sizes), and afterwards the
    /// pixels it had before.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func test_whenACellAdaptsToItsTraits_thatEachEnvironmentDrawsItAdapted(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        // Even seeds take an accessibility size, so the vertical stack is drawn on every run.
        let sizes = ListContentSizeCategory.allCases.filter { seed % 2 == 1 || $0.isAccessibilityCategory }
        let category = sizes.randomElement(using: &random)!
        let environment = ListEnvironment(
            theme: [.light, .dark][Int.random(in: 0...1, using: &random)], contentSizeCategory: category,
            layoutDirection: [.leftToRight, .rightToLeft][Int.random(in: 0...1, using: &random)])
        let scale = Double(Int.random(in: 1...3, using: &random))
        let frame = CGRect(x: 0, y: 0, width: 320, height: 220)
        let cell = ProfileCell(frame: frame, vertical: false)
        let before = try ListSnapshot.image(of: cell, scale: scale).rgbaImage()
        let adapted = try ListSnapshot.image(of: cell, scale: scale, environment: environment).rgbaImage()
        let built = ProfileCell(frame: frame, vertical: category.isAccessibilityCategory)
        built.overrideTraitCollection = ListTraitCollection(environment: environment)
        let expected = try ListSnapshot.image(of: built, scale: scale).rgbaImage()
        let after = try ListSnapshot.image(of: cell, scale: scale).rgbaImage()
        let drawnAdapted = adapted == expected, backAgain = after == before
        #expect(drawnAdapted, "seed \(seed): \(environment)")
        #expect(backAgain, "seed \(seed): the cell is drawn as before after the environment")
        #expect(cell.stack.axis == .horizontal)
        if category.isAccessibilityCategory {
            // So the check can fail: the same cell left horizontal at this size draws otherwise.
            let stiff = ProfileCell(frame: frame, vertical: false, adapts: false)
            stiff.overrideTraitCollection = ListTraitCollection(environment: environment)
            let unadapted = try ListSnapshot.image(of: stiff, scale: scale).rgbaImage()
            let differs = unadapted != expected
            #expect(differs, "seed \(seed): horizontal and vertical draw alike")
        }
    }
}
