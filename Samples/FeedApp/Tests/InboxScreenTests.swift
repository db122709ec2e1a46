import Foundation
@testable import InboxSample
import ListPreview
import Testing

/// The Inbox sample: a screen whose cells are laid out with anchors, SnapKit's DSL, the visual format language and
/// `NSLayoutConstraint(item:…)`, in light/dark × default/AX5 × left-to-right/right-to-left, one golden per variant
/// (`__Snapshots__/InboxScreenTests/inbox+dark-ax5-rtl.png`), and what the constraints must give in each.
///
///     swift test --filter InboxScreenTests                        # compare
///     LISTPREVIEW_RECORD=all swift test --filter InboxScreenTests # re-record
@Suite @MainActor struct InboxScreenTests {
    static let size = CGSize(width: 393, height: 852)
    static let variants = ListSpecVariant.matrix(
        themes: [.light, .dark], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft])

    @Test func inbox() throws {
        let (screen, _) = InboxViewController.makeScreen()
        try assertListSnapshot(of: screen, size: Self.size, scale: 1, variants: Self.variants)
    }

    /// Every broken constraint under `view`, with the view's type.
    private func broken(in view: UIView) -> [String] {
        view.brokenConstraints.map { "\(type(of: view)): \($0)" } + view.subviews.flatMap { broken(in: $0) }
    }

    @Test func test_whenTheInboxIsShownInAnyEnvironment_thatNoConstraintBreaks_andEachRowHoldsItsText() throws {
        for variant in [ListSpecVariant(name: "base", environment: ListEnvironmentOverrides())] + Self.variants {
            let environment = variant.environment.applied(to: ListEnvironment())
            let (screen, inbox) = InboxViewController.makeScreen()
            _ = try ListSnapshot.image(of: screen, size: Self.size, scale: 1, environment: environment)
            let cells = inbox.collectionView.visibleCells
            #expect(cells.contains { $0 is NotificationCell } && cells.contains { $0 is SummaryCell }, "\(variant.name)")
            for cell in cells {
                #expect(broken(in: cell).isEmpty, "\(variant.name): \(broken(in: cell))")
                guard let row = cell as? NotificationCell else { continue }
                // The row is as tall as its constraints need: the reason 12 points above the bottom, the title
                // as tall as its text wrapped at its width.
                #expect(row.contentView.bounds.height - row.reason.frame.maxY == 12, "\(variant.name)")
                let lines = row.title.sizeThatFits(CGSize(width: row.title.frame.width, height: .greatestFiniteMagnitude))
                #expect(row.title.frame.height == lines.height, "\(variant.name)")
                // The age never truncates; it sits at the trailing margin, on the reference's baseline.
                #expect(row.age.frame.width == row.age.intrinsicContentSize.width, "\(variant.name)")
                let trailingGap = environment.layoutDirection == .rightToLeft
                    ? row.age.frame.minX : row.contentView.bounds.width - row.age.frame.maxX
                #expect(trailingGap == 16, "\(variant.name)")
            }
            let headers = inbox.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            #expect(headers.first is RepositoryHeaderView, "\(variant.name)")
            for header in headers { #expect(broken(in: header).isEmpty, "\(variant.name)") }
            let summary = try #require(cells.compactMap { $0 as? SummaryCell }.first)
            let columns = summary.counts.compactMap(\.superview)
            #expect(Set(columns.map(\.frame.width)).count == 1, "equal columns: \(variant.name)")
        }
    }

    @Test func test_whenTheInboxIsShownOnAnIPad_thatTheListIsAReadableColumn_andOnAPhoneInLandscapeTheWholeWidth() throws {
        // An iPad (regular width): the readable width at the default text size (672 points), centred; at AX5 the
        // readable width is wider than the screen, so the column is the margins' (the root view's 20-point system
        // minimum in a regular width). A phone in landscape is compact.
        let cases: [(size: CGSize, environment: ListEnvironment, column: CGRect)] = [
            (CGSize(width: 820, height: 1180), ListEnvironment(), CGRect(x: 74, y: 0, width: 672, height: 1180)),
            (CGSize(width: 820, height: 1180), ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge),
             CGRect(x: 20, y: 0, width: 780, height: 1180)),
            (CGSize(width: 1180, height: 820), ListEnvironment(layoutDirection: .rightToLeft),
             CGRect(x: 254, y: 0, width: 672, height: 820)),
            (CGSize(width: 852, height: 393), ListEnvironment(), CGRect(x: 0, y: 0, width: 852, height: 393)),
        ]
        for (size, environment, column) in cases {
            let (screen, inbox) = InboxViewController.makeScreen()
            _ = try ListSnapshot.image(of: screen, size: size, scale: 1, environment: environment)
            #expect(inbox.collectionView.frame == column, "\(size) \(environment)")
            let cells = inbox.collectionView.visibleCells
            #expect(!cells.isEmpty && cells.allSatisfy { $0.frame.width == column.width }, "\(size)")
            for cell in cells { #expect(broken(in: cell).isEmpty, "\(size): \(broken(in: cell))") }
        }
    }

    @Test func test_whenTheInboxIsShown_thatItsFirstRowsHaveTheFramesTheirConstraintsGive() throws {
        let (screen, inbox) = InboxViewController.makeScreen()
        _ = try ListSnapshot.image(of: screen, size: Self.size, scale: 1)
        let collectionView = inbox.collectionView
        // The summary card: 8 + two lines of counts (title2, caption1) + 8; the rows: 12 + 20 (icon) + 6 + two
        // lines of body text (42) + 4 + the footnote (16) + 12 = 112, under the first repository's header.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 393, height: 84))
        #expect((0..<2).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 1))?.frame } == [
            CGRect(x: 0, y: 131, width: 393, height: 112), CGRect(x: 0, y: 243, width: 393, height: 112),
        ])
        let row = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? NotificationCell)
        #expect([row.unreadDot, row.icon, row.reference, row.age, row.title, row.reason, row.separator].map(\.frame) == [
            CGRect(x: 16, y: 18, width: 8, height: 8),      // 6 before the icon, on its centre line
            CGRect(x: 30, y: 12, width: 20, height: 20),    // the 16-point margin + 14
            CGRect(x: 58, y: 12.5, width: 48, height: 19),  // the system spacing (8) after the icon, centred on it
            CGRect(x: 360, y: 12.5, width: 17, height: 19), // at the trailing margin, on the reference's baseline
            CGRect(x: 58, y: 38, width: 319, height: 42),   // 6 under the icon, to the trailing margin, two lines
            CGRect(x: 58, y: 84, width: 99, height: 16),    // 4 under the title, 12 above the bottom margin
            CGRect(x: 58, y: 111, width: 335, height: 1),     // a hairline (one pixel of this 1× screen), text to edge
        ])
    }
}
