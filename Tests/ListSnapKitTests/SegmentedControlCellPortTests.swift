import Foundation
import ListAdapterKit
import ListCore
import ListSnapKit
import ListViewKit
import Testing

/// A segmented-control cell written the way GitHawk writes its filter cell (a `UISegmentedControl(frame: .zero)`
/// pinned with SnapKit to the content view's sides and centred vertically, rebuilt by `removeAllSegments()` and
/// `insertSegment(withTitle:at:animated:)`, reporting `.valueChanged` to a delegate): it compiles with the one
/// documented change (a `#selector` target written as a `UIAction`), and lays out as UIKit lays it out.
@MainActor
@Suite struct SegmentedControlCellPortTests {
    protocol FilterCellDelegate: AnyObject {
        func filterCell(_ cell: FilterCell, didSelect index: Int)
    }

    final class FilterCell: UICollectionViewCell {
        static let gutter: CGFloat = 15
        weak var delegate: FilterCellDelegate?
        let control = UISegmentedControl(frame: .zero)

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            // Was: control.addTarget(self, action: #selector(changed(sender:)), for: .valueChanged)
            control.addAction(UIAction { [weak self] _ in self?.changed() }, for: .valueChanged)
            control.tintColor = UIColor(red: 0.16, green: 0.47, blue: 0.84, alpha: 1)
            contentView.addSubview(control)
            control.snp.makeConstraints { make in
                make.left.equalTo(contentView).offset(Self.gutter)
                make.right.equalTo(contentView).offset(-Self.gutter)
                make.centerY.equalTo(contentView)
            }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(titles: [String], selected: Int) {
            control.removeAllSegments()
            for (index, title) in titles.enumerated() {
                control.insertSegment(withTitle: title, at: index, animated: false)
            }
            control.selectedSegmentIndex = selected
        }

        private func changed() {
            delegate?.filterCell(self, didSelect: control.selectedSegmentIndex)
        }
    }

    final class Recorder: FilterCellDelegate {
        var indexes: [Int] = []
        func filterCell(_ cell: FilterCell, didSelect index: Int) { indexes.append(index) }
    }

    @Test func test_whenAFilterCellIsPortedFromGitHawk_thatTheControlSpansTheGutters_32PointsTall_centred() {
        let cell = FilterCell(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        cell.configure(titles: ["Open", "Closed"], selected: 0)
        cell.layoutIfNeeded()
        #expect(cell.control.frame == CGRect(x: 15, y: 9, width: 290, height: 32))
        #expect(cell.control.segmentFrames.map(\.width) == [145, 145])
        cell.configure(titles: ["Issues", "Pull Requests", "Both"], selected: 2)
        cell.layoutIfNeeded()
        #expect(cell.control.numberOfSegments == 3 && cell.control.selectedSegmentIndex == 2)
        #expect(cell.control.titleForSegment(at: 1) == "Pull Requests")
        let recorder = Recorder()
        cell.delegate = recorder
        cell.control.tapSegment(at: 1)
        #expect(recorder.indexes == [1])
    }
}
