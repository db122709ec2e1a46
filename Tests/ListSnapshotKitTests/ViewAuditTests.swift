import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// A screen whose only control is a 30-point-tall Follow button.
private final class FollowViewController: UIViewController {
    let follow = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        follow.setTitle("Follow", for: .normal)
        follow.setTitleColor(.black, for: .normal)
        follow.accessibilityIdentifier = "follow"
        view.addSubview(follow)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        follow.frame = CGRect(x: 20, y: 40, width: 80, height: 30)
    }
}

/// `assertListSnapshot(of: view, …, audit:)` and `assertListSnapshot(of: viewController, …, audit:)`: a bare view and
/// a whole screen are audited as a list is, each new finding failing by name, a baseline beside the golden
/// accepting the old ones; `ListSnapshot.audit(of:)` returns the same findings as values.
@MainActor
@Suite struct ViewAuditTests {
    /// A 200 × 60 white row with a black 30-point-tall Follow button (a touch target below 44 × 44 pt).
    private func row(buttonHeight: CGFloat = 30) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.backgroundColor = .white
        let follow = UIButton(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.setTitleColor(.black, for: .normal)
        follow.accessibilityIdentifier = "follow"
        follow.frame = CGRect(x: 100, y: (60 - buttonHeight) / 2, width: 80, height: buttonHeight)
        view.addSubview(follow)
        return view
    }

    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func test_whenAViewIsAudited_thatANewFindingFailsByName_andItsBaselineAcceptsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let view = row()
        let file = folder.file("RowTests.swift").path, artifacts = folder.file("artifacts")
        func assert(_ mode: SnapshotRecordMode) -> String? {
            failure {
                try assertListSnapshot(
                    of: view, scale: 1, audit: ListAccessibilityAudit(checks: [.touchTarget]), record: mode,
                    artifacts: artifacts, file: file, testName: "row()")
            }
        }
        let baseline = folder.file("__Snapshots__/RowTests/row.audit.json")
        let recorded = try #require(assert(.missing))
        #expect(recorded.contains("no golden was found; recorded"), "\(recorded)")
        #expect(recorded.contains("audit baseline row.audit.json: no baseline was found; recorded 1 finding in "))
        #expect(try AuditBaseline.read(at: baseline).keys == [#"touchTarget cell 0·0/follow "Follow""#])
        #expect(assert(.never) == nil)
        try FileManager.default.removeItem(at: baseline)
        let new = try #require(assert(.never))
        #expect(new.hasPrefix(
            #"snapshot row.png: accessibility audit: 1 new finding: touchTarget: cell 0·0/follow "Follow" 80 × 30 pt, "#
                + "needs 44 × 44 pt"), "\(new)")
        #expect(new.contains("accept: listpreview accept"))
        // The values: the same finding, and none once the button is tall enough.
        let findings = try ListSnapshot.audit(of: row(), audit: ListAccessibilityAudit(checks: [.touchTarget]), scale: 1)
        #expect(findings.map(\.message) == [#"touchTarget: cell 0·0/follow "Follow" 80 × 30 pt, needs 44 × 44 pt"#])
        #expect(try ListSnapshot.audit(of: row(buttonHeight: 44), scale: 1).isEmpty)
    }

    @Test func test_whenAViewsVariantIsLarger_thatItsBaselineIsItsOwn_andTextCutOnlyThereIsFound() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        view.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 4, y: 0, width: 112, height: 30))
        label.text = "Notifications"
        label.textColor = .black
        label.font = .preferredFont(forTextStyle: .body)
        label.accessibilityIdentifier = "title"
        view.addSubview(label)
        let ax5 = ListSpecVariant(
            name: "ax5", environment: ListEnvironmentOverrides(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let message = failure {
            try assertListSnapshot(
                of: view, scale: 1, variants: [ax5], audit: .default, record: .missing,
                artifacts: folder.file("artifacts"), file: folder.file("TitleTests.swift").path, testName: "title()")
        }
        #expect(message?.contains("audit baseline title+ax5.audit.json: no baseline was found; recorded 1 finding")
            == true, "\(message ?? "nil")")
        #expect(try AuditBaseline.read(at: folder.file("__Snapshots__/TitleTests/title.audit.json")).findings.isEmpty)
        let variantFindings = try AuditBaseline.read(at: folder.file("__Snapshots__/TitleTests/title+ax5.audit.json"))
        #expect(variantFindings.findings.map(\.check) == [.clippedText])
        let ax5Environment = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(try ListSnapshot.audit(of: view, scale: 1, environment: ax5Environment).map(\.check) == [.clippedText])
    }

    @Test func test_whenAScreenIsAudited_thatItsControlsAreChecked_andTheBaselineAcceptsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let screen = FollowViewController()
        let size = CGSize(width: 200, height: 120)
        func assert(_ mode: SnapshotRecordMode) -> String? {
            failure {
                try assertListSnapshot(
                    of: screen, size: size, showsChrome: false, scale: 1,
                    audit: ListAccessibilityAudit(checks: [.touchTarget]), record: mode,
                    artifacts: folder.file("artifacts"), file: folder.file("ScreenTests.swift").path,
                    testName: "screen()")
            }
        }
        #expect(assert(.missing)?.contains("recorded 1 finding") == true)
        #expect(assert(.never) == nil)
        try FileManager.default.removeItem(at: folder.file("__Snapshots__/ScreenTests/screen.audit.json"))
        let new = try #require(assert(.never))
        #expect(new.contains(#"1 new finding: touchTarget: "#) && new.contains(#"follow "Follow" 80 × 30 pt"#), "\(new)")
        let findings = try ListSnapshot.audit(
            of: screen, size: size, showsChrome: false, audit: ListAccessibilityAudit(checks: [.touchTarget]), scale: 1)
        #expect(findings.count == 1 && findings.first?.measured == 30)
    }
}
