import Foundation
import ListCore
import ListViewKit
import Testing

/// A view tree as a value: frames, paths and identifiers, hidden views left out, colours resolved for the theme.
@MainActor
@Suite struct ViewSnapshotTests {
    final class CardView: UIView {
        let avatar = UIImageView(image: UIImage(systemName: "person"))
        let name = UILabel()
        let badge = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemBackground
            layer.cornerRadius = 12
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            layer.borderWidth = 1
            layer.borderColor = UIColor.separator.cgColor
            avatar.accessibilityIdentifier = "avatar"
            name.text = "Ann"
            addSubview(avatar)
            addSubview(badge)
            addSubview(name)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            avatar.frame = CGRect(x: 16, y: (bounds.height - 40) / 2, width: 40, height: 40)
            name.frame = CGRect(x: avatar.frame.maxX + 12, y: 0, width: bounds.width - 84, height: bounds.height)
        }
    }

    @Test func test_whenATreeIsSnapshotted_thatItIsLaidOutFirst_withPathsIdentifiersAndResolvedColours() throws {
        let card = CardView(frame: CGRect(x: 30, y: 40, width: 300, height: 60))
        card.badge.isHidden = true
        card.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: .dark)
        let node = card.snapshot()
        #expect(node.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(node.backgroundColor?.hexString == "#1C1C1E")
        #expect(node.borderColor?.hexString == "#54545899")
        #expect(node.cornerRadius == 12 && node.borderWidth == 1)
        #expect(node.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(node.children.map(\.identifier) == ["avatar", "1"])     // the hidden badge is left out
        #expect(node.children.map(\.kind) == [.imageView, .label])
        #expect(node.children[0].frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(node.children[1].frame == CGRect(x: 68, y: 0, width: 216, height: 60))
        #expect(node.children[1].text?.string == "Ann")
        let image = try #require(node.children[0].image)
        #expect(image.tintColor?.hexString == "#0A84FF")                 // a symbol is a template in the tint
        #expect(image.placeholderReason == "system symbol person")
        #expect(node.framesInRoot.map(\.frame) == [node.frame, node.children[0].frame, node.children[1].frame])
    }

    @Test func test_whenSubviewsMove_thatFramesCentresAndBoundsAgree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        parent.addSubview(child)
        #expect(child.center == CGPoint(x: 25, y: 40))
        child.bounds = CGRect(x: 0, y: 0, width: 50, height: 60)     // keeps the centre
        #expect(child.frame == CGRect(x: 0, y: 10, width: 50, height: 60))
        child.center = CGPoint(x: 100, y: 100)
        #expect(child.frame.origin == CGPoint(x: 75, y: 70))
        #expect(child.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: parent) == CGRect(x: 76, y: 72, width: 3, height: 4))
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty && child.superview == nil)
    }

    @Test func test_whenLayoutIsNeeded_thatLayoutSubviewsRunsOnceUntilTheSizeChanges() {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        view.frame.origin = CGPoint(x: 5, y: 5)
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.frame.size.width = 20
        view.layoutIfNeeded()
        #expect(view.passes == 2)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.passes == 3)
    }

    @Test func test_whenColoursAreWrittenTheUIKitWay_thatComponentsAreFractions() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hexString == "#FF0000")
        #expect(UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 0.5).hexString == "#3366FF80")
        #expect(UIColor(white: 0.5, alpha: 1).hexString == "#808080")
        #expect(UIColor.systemBackground.resolvedColor(with: ListTraitCollection(userInterfaceStyle: .dark)).hexString
            == "#000000")
        #expect(UIColor.white.withAlphaComponent(0.5).hexString == "#FFFFFF80")
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        #expect(dynamic.resolved(for: .dark).hexString == "#000000" && dynamic.resolved(for: .light).hexString == "#FFFFFF")
    }

    @Test func test_whenAButtonHasAnImageAndATitle_thatTheyAreCentredSideBySide() throws {
        let button = UIButton(type: .system)
        button.setTitle("aa", for: .normal)
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        button.titleLabel?.font = UIFont(name: "DejaVuSans", size: 20.48)!
        button.sizeToFit()
        // Title 25.1 → 26 × 23.84 → 24; image 20 × 20; plus the insets.
        #expect(button.frame.size == CGSize(width: 66, height: 34))
        let node = button.snapshot()
        #expect(node.kind == .button)
        #expect(node.children.map(\.kind) == [.label, .imageView])     // the title label, then the image view
        #expect(node.children.map(\.frame) == [
            CGRect(x: 30, y: 5, width: 26, height: 24), CGRect(x: 10, y: 7, width: 20, height: 20),
        ])
        #expect(node.children[0].text?.runs.first?.color.hexString == "#007AFF")
    }
}
