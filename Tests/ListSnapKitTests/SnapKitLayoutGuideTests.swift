import Foundation
import ListCore
import ListSnapKit
import ListViewKit
import Testing

/// SnapKit on layout guides: `guide.snp.makeConstraints` (its superview is its owning view), guides and their
/// `snp` attributes as targets (`equalTo(view.safeAreaLayoutGuide)`, `.snp.top`), with exact frames.
@MainActor
@Suite struct SnapKitLayoutGuideTests {
    @Test func test_whenViewsAreTiedToTheSafeAreaAndMarginsGuides_thatTheyGetTheGuidesFrames() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        screen.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = UIView(), body = UIView(), footer = UIView()
        for view in [header, body, footer] { screen.addSubview(view) }
        header.snp.makeConstraints { make in
            make.top.equalTo(screen.safeAreaLayoutGuide)                       // the guide's top
            make.leading.trailing.equalTo(screen.safeAreaLayoutGuide)
            make.height.equalTo(44)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom)
            make.leading.trailing.equalTo(screen.layoutMarginsGuide)
            make.bottom.equalTo(footer.snp.top)
        }
        footer.snp.makeConstraints { make in
            make.leading.equalTo(screen.safeAreaLayoutGuide.snp.leading).offset(16)
            make.trailing.equalTo(screen.safeAreaLayoutGuide.snp.trailing).inset(16)
            make.bottom.equalTo(screen.safeAreaLayoutGuide.snp.bottom)
            make.height.equalTo(30)
        }
        screen.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(body.frame == CGRect(x: 8, y: 91, width: 374, height: 245))
        #expect(footer.frame == CGRect(x: 16, y: 336, width: 358, height: 30))
        // A cell: nothing covers it, the safe area is its bounds.
        screen.safeAreaInsets = .zero
        screen.layoutIfNeeded()
        #expect(header.frame.minY == 0 && footer.frame.maxY == 400)
    }

    @Test func test_whenAGuideIsMadeWithSnapKit_thatItsSuperviewIsItsOwner_andItsConstraintsAreKept() {
        let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 80))
        let column = UILayoutGuide()
        contentView.addLayoutGuide(column)
        let title = UIView()
        contentView.addSubview(title)
        column.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview().inset(10)
            make.centerX.equalToSuperview()
            make.width.equalTo(200)
        }
        title.snp.makeConstraints { make in
            make.edges.equalTo(column)
        }
        contentView.layoutIfNeeded()
        #expect(column.layoutFrame == CGRect(x: 50, y: 10, width: 200, height: 60))
        #expect(title.frame == column.layoutFrame)
        column.snp.updateConstraints { make in
            make.width.equalTo(120)
        }
        contentView.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 90, y: 10, width: 120, height: 60))
        column.snp.remakeConstraints { make in
            make.leading.equalToSuperview().offset(4)
            make.top.equalTo(contentView.snp.top)
            make.size.equalTo(CGSize(width: 30, height: 20))
        }
        contentView.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 4, y: 0, width: 30, height: 20))
        column.snp.removeConstraints()
        #expect(contentView.constraints.filter { $0.firstItem === column }.isEmpty)
    }

    @Test func test_whenSnapKitTiesAViewToTheReadableGuide_thatItMatchesTheAnchorForm_inBothDirections() {
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            let snap = UIView(frame: CGRect(x: 0, y: 0, width: 900, height: 60))
            let anchors = UIView(frame: CGRect(x: 0, y: 0, width: 900, height: 60))
            for root in [snap, anchors] { root.overrideTraitCollection = UITraitCollection(layoutDirection: direction) }
            let a = UIView(), b = UIView()
            snap.addSubview(a)
            anchors.addSubview(b)
            b.translatesAutoresizingMaskIntoConstraints = false
            a.snp.makeConstraints { make in
                make.leading.equalTo(snap.readableContentGuide).offset(10)
                make.width.equalTo(snap.readableContentGuide).multipliedBy(0.5)
                make.top.bottom.equalTo(snap.readableContentGuide)
            }
            NSLayoutConstraint.activate([
                b.leadingAnchor.constraint(equalTo: anchors.readableContentGuide.leadingAnchor, constant: 10),
                b.widthAnchor.constraint(equalTo: anchors.readableContentGuide.widthAnchor, multiplier: 0.5),
                b.topAnchor.constraint(equalTo: anchors.readableContentGuide.topAnchor),
                b.bottomAnchor.constraint(equalTo: anchors.readableContentGuide.bottomAnchor),
            ])
            snap.layoutIfNeeded()
            anchors.layoutIfNeeded()
            // 672 of the 884 between the margins, centred: 114...786; half of it, 10 after the leading edge.
            let expected = direction == .leftToRight
                ? CGRect(x: 124, y: 8, width: 336, height: 44) : CGRect(x: 440, y: 8, width: 336, height: 44)
            #expect(a.frame == expected && b.frame == expected)
        }
    }
}
