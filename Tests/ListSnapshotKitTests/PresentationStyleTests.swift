import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import Testing

/// `modalPresentationStyle` is recorded, with UIKit's values; a screen snapshot draws the controller it is given
/// (docs/SNAPSHOTS.md, "Presented screens").
@MainActor
@Suite struct PresentationStyleTests {
    private final class FilledScreen: UIViewController {
        let color: ListColor
        init(_ color: ListColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    @Test func test_whenAScreenIsCreated_thatItsStyleIsAutomatic_andTheStylesHaveUIKitsValues() {
        #expect(UIViewController().modalPresentationStyle == .automatic)
        #expect(UIModalPresentationStyle.allCases.map(\.rawValue) == [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7])
        #expect(UIModalPresentationStyle(rawValue: 0) == .fullScreen && UIModalPresentationStyle(rawValue: 1) == .pageSheet)
    }

    @Test func test_whenAScreenPresentsAnother_thatTheStyleIsKept_andEachSnapshotDrawsItsOwnScreen() throws {
        let size = CGSize(width: 393, height: 852)
        let inbox = FilledScreen(.white)
        let before = try ListSnapshot.image(of: inbox, size: size, scale: 1).rgbaImage()
        for style in [UIModalPresentationStyle.fullScreen, .pageSheet, .automatic] {
            let compose = FilledScreen(.systemRed)
            compose.modalPresentationStyle = style
            inbox.present(compose, animated: true)
            #expect(inbox.presentedViewController === compose && compose.modalPresentationStyle == style)
            // The presenter's snapshot is unchanged: the presentation is not composited over it.
            #expect(try ListSnapshot.image(of: inbox, size: size, scale: 1).rgbaImage() == before)
            // The presented screen's snapshot fills the device's screen, under the status bar.
            let presented = try ListSnapshot.image(of: compose, size: size, scale: 1)
            #expect(presented.pixel(x: 196, y: 426) == ListColor.systemRed.resolved(for: .light))
            #expect(presented.pixel(x: 2, y: 100) == ListColor.systemRed.resolved(for: .light))
            inbox.dismiss(animated: false)
        }
    }
}
