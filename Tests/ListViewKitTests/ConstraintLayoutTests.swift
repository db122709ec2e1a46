import Foundation
import ListCore
import ListViewKit
import Testing

/// Cells laid out with constraints as UIKit apps write them: exact frames after the content view's layout pass.
/// Sizes of labels come from their own measurement (`intrinsicContentSize`), so the frames pin what the constraints
/// do with them.
@MainActor
@Suite struct ConstraintLayoutTests {
    /// A content view of `width` × `height` (its frame set by the cell: the host of the system).
    func contentView(width: CGFloat = 375, height: CGFloat = 80) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    }

    func label(_ text: String, lines: Int = 1, in parent: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    func box(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func test_whenViewsAreChainedToSiblings_thatEachSitsWhereItsConstraintsSay() {
        let content = contentView()
        let avatar = box(in: content)
        let title = label("Title", in: content)
        let subtitle = label("Subtitle", in: content)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            avatar.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        ])
        content.layoutIfNeeded()
        let titleSize = title.intrinsicContentSize, subtitleSize = subtitle.intrinsicContentSize
        #expect(avatar.frame == CGRect(x: 16, y: 20, width: 40, height: 40))
        #expect(title.frame == CGRect(x: 68, y: 10, width: titleSize.width, height: titleSize.height))
        #expect(subtitle.frame == CGRect(
            x: 68, y: 14 + titleSize.height, width: subtitleSize.width, height: subtitleSize.height))
        #expect(content.brokenConstraints.isEmpty)
    }

    @Test func test_whenAViewIsCentredAtAMultipleOfItsSuperviewsWidth_thatItsFrameIsExact() {
        let content = contentView(width: 300, height: 100)
        let bar = box(in: content)
        NSLayoutConstraint.activate([
            bar.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 0.5),
            bar.heightAnchor.constraint(equalToConstant: 10),
            bar.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            NSLayoutConstraint(item: bar, attribute: .bottom, relatedBy: .equal, toItem: content,
                               attribute: .bottom, multiplier: 1, constant: -8),
        ])
        content.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 75, y: 82, width: 150, height: 10))
        // A new size re-solves at the next pass.
        content.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        content.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 50, y: 32, width: 100, height: 10))
    }

    @Test func test_whenInequalitiesBoundAView_thatItStaysWithinThem() {
        let content = contentView(width: 300, height: 100)
        let view = box(in: content)
        let wish = view.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(greaterThanOrEqualTo: content.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -20),
            view.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20).withPriority(.defaultLow),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            wish,
            view.topAnchor.constraint(equalTo: content.topAnchor),
            view.heightAnchor.constraint(lessThanOrEqualToConstant: 30),
            view.heightAnchor.constraint(equalToConstant: 60).withPriority(.defaultLow),
        ])
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 260, height: 30))
        wish.constant = 120
        content.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 0, width: 120, height: 30))
    }

    @Test func test_whenTwoLabelsShareARow_thatTheLowerHuggingOneStretches_andTheLowerResistanceOneShrinks() {
        let content = contentView(width: 375, height: 44)
        let name = label("Name", in: content)
        let value = label("A value that is long", in: content)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            name.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            value.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ])
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        #expect(value.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(name.contentHuggingPriority(for: .horizontal) == 251)
        content.layoutIfNeeded()
        let nameWidth = name.intrinsicContentSize.width, valueWidth = value.intrinsicContentSize.width
        #expect(name.frame.width == nameWidth)
        #expect(value.frame.minX == 24 + nameWidth && value.frame.maxX == 359)
        // Too narrow for both: the value resists less and gives way; the name keeps its width.
        value.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        content.frame.size.width = 40 + nameWidth + valueWidth - 30
        content.layoutIfNeeded()
        #expect(name.frame.width == nameWidth)
        #expect(value.frame.width == valueWidth - 30)
        // The other way round: the name gives way.
        value.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        content.layoutIfNeeded()
        #expect(name.frame.width == nameWidth - 30)
        #expect(value.frame.width == valueWidth)
    }

    @Test func test_whenAMultilineLabelIsPinnedToBothEdges_thatItWrapsAtTheSolvedWidth() {
        let content = contentView(width: 200, height: 300)
        let body = label("A longer text that needs several lines at this width to be read in full", lines: 0, in: content)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
        ])
        content.layoutIfNeeded()
        let wrapped = body.sizeThatFits(CGSize(width: 168, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > body.intrinsicContentSize.height * 2)
        #expect(body.frame == CGRect(x: 16, y: 8, width: 168, height: wrapped.height))
        // With preferredMaxLayoutWidth the label's size is the text wrapped there, in one pass.
        body.preferredMaxLayoutWidth = 100
        body.invalidateIntrinsicContentSize()
        content.layoutIfNeeded()
        let atHundred = body.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(body.frame.height == atHundred.height)
    }

    @Test func test_whenAMultilineLabelHasOnlyAMaximumWidth_thatItHugsItsWidestLine() {
        let content = contentView(width: 200, height: 300)
        let body = label("Short words in a row of text", lines: 0, in: content)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -100),
            body.topAnchor.constraint(equalTo: content.topAnchor),
        ])
        content.layoutIfNeeded()
        let wrapped = body.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        #expect(body.frame == CGRect(x: 0, y: 0, width: wrapped.width, height: wrapped.height))
        #expect(wrapped.width <= 100)
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenTheLayoutIsRightToLeft_thatLeadingAndTrailingFlip_andLeftAndRightDoNot(direction: ListLayoutDirection) {
        let content = contentView(width: 300, height: 50)
        content.overrideTraitCollection = ListTraitCollection(layoutDirection: direction)
        let first = box(in: content), second = box(in: content), pinned = box(in: content)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
            second.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            pinned.leftAnchor.constraint(equalTo: content.leftAnchor, constant: 7),
            pinned.widthAnchor.constraint(equalToConstant: 30),
        ])
        for view in [first, second, pinned] {
            view.topAnchor.constraint(equalTo: content.topAnchor).isActive = true
            view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        content.layoutIfNeeded()
        if direction == .leftToRight {
            #expect(first.frame.minX == 10 && second.frame == CGRect(x: 65, y: 0, width: 215, height: 10))
        } else {
            #expect(first.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
            #expect(second.frame == CGRect(x: 20, y: 0, width: 215, height: 10))
        }
        #expect(pinned.frame.minX == 7)
    }

    @Test(arguments: [ListContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func test_whenTheDynamicTypeSizeChanges_thatLabelsKeepTheirIntrinsicSizeInTheSolution(
        category: ListContentSizeCategory
    ) throws {
        let content = contentView(width: 375, height: 200)
        content.overrideTraitCollection = ListTraitCollection(preferredContentSizeCategory: category)
        let title = label("Headline", in: content)
        title.font = .preferredFont(forTextStyle: .headline)
        let detail = label("Detail", in: content)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: title, attribute: .leading, relatedBy: .equal, toItem: content,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        ])
        content.layoutIfNeeded()
        let titleSize = title.intrinsicContentSize
        #expect(title.frame == CGRect(x: 8, y: 12, width: titleSize.width, height: titleSize.height))
        // Each label's text is centred in its own height (its intrinsic one): baselines are its ascent below its top.
        let titleText = try #require(title.snapshot().text).layout(), detailText = try #require(detail.snapshot().text).layout()
        let titleBaseline = title.frame.minY + (title.frame.height - titleText.height) / 2 + titleText.lines[0].baseline
        let detailBaseline = detail.frame.minY + (detail.frame.height - detailText.height) / 2 + detailText.lines[0].baseline
        #expect(abs(detailBaseline - (titleBaseline + 20)) < 1e-9)
    }
}

extension NSLayoutConstraint {
    // (shared by the constraint suites)
    /// The constraint at `priority` (what apps write as a small helper).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

