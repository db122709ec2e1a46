import Foundation
import ListCore
import ListViewKit
import Testing

/// Views an app writes (subclasses of `UIView`, `UILabel`, `UIImageView` in a module of its own, as this test target
/// is): the renderer's hooks (what a snapshot calls a view, what it draws besides its subviews) are package plumbing
/// since #36, so an app's subclass cannot see them, and it snapshots as the UIKit class it derives from.
@MainActor
@Suite struct AppSubclassSnapshotTests {
    /// A plain container an app writes: a background, a corner radius and subviews, nothing drawn of its own.
    final class BadgeView: UIView {
        let title = UILabel()
        let icon = UIImageView(image: UIImage(systemName: "star.fill"))

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBlue
            layer.cornerRadius = 8
            title.text = "New"
            title.accessibilityIdentifier = "title"
            icon.accessibilityIdentifier = "icon"
            addSubview(icon)
            addSubview(title)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            icon.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
            title.frame = CGRect(x: 24, y: 2, width: bounds.width - 28, height: 20)
        }
    }

    /// A label subclass an app writes to preset its style.
    final class CaptionLabel: UILabel {
        override init(frame: CGRect) {
            super.init(frame: frame)
            font = .preferredFont(forTextStyle: .caption1)
            textColor = .secondaryLabel
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func test_whenAnAppSubclassesUIView_thatItSnapshotsAsAPlainViewWithItsSubviewsKindsAndContent() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        let root = badge.snapshot()
        #expect(root.kind == .view)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 80, height: 24))
        #expect(root.cornerRadius == 8 && root.backgroundColor != nil)
        #expect(root.children.map(\.kind) == [.imageView, .label])
        #expect(root.node("icon")?.image?.name == "star.fill")
        #expect(root.node("icon")?.frame == CGRect(x: 4, y: 4, width: 16, height: 16))
        #expect(root.node("title")?.text?.string == "New")
        #expect(root.node("title")?.frame == CGRect(x: 24, y: 2, width: 52, height: 20))
    }

    @Test func test_whenAnAppSubclassesUILabel_thatItSnapshotsAsALabelDrawingItsText() {
        let caption = CaptionLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
        caption.text = "2 min ago"
        let plain = UILabel(frame: caption.frame)
        plain.font = .preferredFont(forTextStyle: .caption1)
        plain.textColor = .secondaryLabel
        plain.text = "2 min ago"
        let node = caption.snapshot()
        #expect(node.kind == .label)
        #expect(node.text?.string == "2 min ago")
        #expect(node == plain.snapshot())
    }
}
