import Foundation
import ListCore
import ListPipelineKit
import ListSpecKit
import ListViewKit
import Testing

/// Issue 35 item 6: a spec view tree's `"constraints"` are built into the NSLayoutConstraints Swift code writes and
/// solved by the same engine: the spec cell's frames are exactly those of the same cell written with anchors, in
/// both directions and at every Dynamic Type size.
@MainActor
@Suite struct SpecViewConstraintTests {
    nonisolated static let json = #"""
        { "sections": [ { "items": [ { "height": 72, "view": { "type": "view", "id": "content", "children": [
            { "type": "view", "id": "avatar", "width": 40, "height": 40, "backgroundColor": "systemBlue" },
            { "type": "label", "id": "title", "text": "Ada Lovelace", "font": { "textStyle": "headline" } },
            { "type": "label", "id": "detail", "text": "Analytical Engine notes", "font": { "textStyle": "footnote" } },
            { "type": "button", "id": "follow", "title": "Follow" } ],
          "constraints": [
            { "item": "avatar", "attribute": "leading", "toItem": "superview", "constant": 16 },
            { "item": "avatar", "attribute": "centerY", "toItem": "superview" },
            { "item": "follow", "attribute": "trailing", "toItem": "superview", "constant": -16 },
            { "item": "follow", "attribute": "centerY", "toItem": "avatar" },
            { "item": "title", "attribute": "leading", "toItem": "avatar", "toAttribute": "trailing", "constant": 12 },
            { "item": "title", "attribute": "top", "toItem": "avatar" },
            { "item": "title", "attribute": "trailing", "relatedBy": "<=", "toItem": "follow",
              "toAttribute": "leading", "constant": -8 },
            { "item": "detail", "attribute": "leading", "toItem": "title" },
            { "item": "detail", "attribute": "top", "toItem": "title", "toAttribute": "bottom", "constant": 2 },
            { "item": "detail", "attribute": "trailing", "relatedBy": "<=", "toItem": "follow",
              "toAttribute": "leading", "constant": -8, "priority": 999 } ] } } ] } ] }
        """#

    /// The same cell in Swift, with anchors, laid out at `size` in `environment`.
    func swiftCell(size: CGSize, environment: ListEnvironment) -> [String: CGRect] {
        let content = UIView(frame: CGRect(origin: .zero, size: size))
        content.overrideTraitCollection = ListTraitCollection(environment: environment)
        let avatar = UIView(), title = UILabel(), detail = UILabel(), follow = UIButton(type: .system)
        title.text = "Ada Lovelace"
        title.font = .preferredFont(forTextStyle: .headline)
        detail.text = "Analytical Engine notes"
        detail.font = .preferredFont(forTextStyle: .footnote)
        follow.setTitle("Follow", for: .normal)
        for view in [avatar, title, detail, follow] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        let last = detail.trailingAnchor.constraint(lessThanOrEqualTo: follow.leadingAnchor, constant: -8)
        last.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            avatar.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            follow.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            follow.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: avatar.topAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: follow.leadingAnchor, constant: -8),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            last,
        ])
        content.layoutIfNeeded()
        return ["avatar": avatar.frame, "title": title.frame, "detail": detail.frame, "follow": follow.frame]
    }

    @Test(arguments: [
        ListEnvironment.standard, ListEnvironment(layoutDirection: .rightToLeft),
        ListEnvironment(contentSizeCategory: .extraSmall), ListEnvironment(contentSizeCategory: .accessibilityLarge),
    ])
    func test_whenASpecTreeHasConstraints_thatItsFramesAreThoseOfTheSameCellWrittenWithAnchors(
        environment: ListEnvironment
    ) throws {
        let document = try ListSpec.parse(Data(Self.json.utf8), file: "cell.json")
        let spec = try #require(document.spec.sections.first?.items.first?.view)
        let size = CGSize(width: 375, height: 72)
        let root = SpecViewBuilder.snapshot(of: spec, size: size, environment: environment)
        let expected = swiftCell(size: size, environment: environment)
        for id in ["avatar", "title", "detail", "follow"] {
            #expect(root.node(id)?.frame == expected[id], "\(id)")
        }
        let avatarX: CGFloat = environment.layoutDirection == .rightToLeft ? 375 - 16 - 40 : 16
        #expect(root.node("avatar")?.frame == CGRect(x: avatarX, y: 16, width: 40, height: 40))
    }

    @Test func test_whenATreeWithConstraintsHasAnAutoHeight_thatTheConstraintsSizeIt() throws {
        let json = #"""
            { "viewport": { "width": 375, "height": 600, "scale": 1 },
              "sections": [ { "items": [ { "height": "auto", "view": { "type": "view", "children": [
                { "type": "view", "id": "avatar", "width": 40, "height": 40 },
                { "type": "view", "id": "bar", "height": 30 } ],
              "constraints": [
                { "item": "avatar", "attribute": "top", "toItem": "superview", "constant": 12 },
                { "item": "avatar", "attribute": "leading", "toItem": "superview", "constant": 16 },
                { "item": "avatar", "attribute": "bottom", "relatedBy": "<=", "toItem": "superview", "constant": -12 },
                { "item": "bar", "attribute": "top", "toItem": "avatar", "toAttribute": "bottom", "constant": 8 },
                { "item": "bar", "attribute": "leading", "toItem": "avatar" },
                { "item": "bar", "attribute": "trailing", "toItem": "superview", "constant": -16 },
                { "item": "bar", "attribute": "bottom", "toItem": "superview", "constant": -10 } ] } } ] } ] }
            """#
        let document = try ListSpec.parse(Data(json.utf8), file: "auto.json")
        let prepared = try SpecPipeline.bundled().prepare(document)
        // 12 + 40 (the avatar) + 8 + 30 (the bar) + 10: the height the constraints need at the list's width.
        #expect(try prepared.layoutSections().first?.itemSizes == [CGSize(width: 375, height: 100)])
        let spec = try #require(document.spec.sections.first?.items.first?.view)
        let root = SpecViewBuilder.snapshot(of: spec, size: CGSize(width: 375, height: 100), environment: .standard)
        #expect(root.node("bar")?.frame == CGRect(x: 16, y: 60, width: 343, height: 30))
    }

    /// A row of a long label and a button, both at UIKit's compression resistance (750): the label's trailing edge
    /// before the button's leading edge leaves which of them shrinks undecided.
    nonisolated static func resistingRow(button priorities: String) -> String {
        #"""
        { "type": "view", "children": [
            { "type": "label", "id": "detail", "text": "COBOL, compilers, and a moth in the Mark II, found in 1947" },
            { "type": "button", "id": "follow", "title": "Following" \#(priorities) } ],
          "constraints": [
            { "item": "detail", "attribute": "leading", "toItem": "superview", "constant": 16 },
            { "item": "detail", "attribute": "centerY", "toItem": "superview" },
            { "item": "follow", "attribute": "trailing", "toItem": "superview", "constant": -16 },
            { "item": "follow", "attribute": "centerY", "toItem": "superview" },
            { "item": "detail", "attribute": "trailing", "relatedBy": "<=", "toItem": "follow",
              "toAttribute": "leading", "constant": -8 } ] }
        """#
    }

    @Test(arguments: [
        ListEnvironment.standard, ListEnvironment(layoutDirection: .rightToLeft),
        ListEnvironment(contentSizeCategory: .accessibilityLarge),
    ])
    func test_whenAButtonResistsCompressionMoreThanALabel_thatTheTieIsDecided_asSwiftsSetterDecidesIt(
        environment: ListEnvironment
    ) throws {
        func tree(_ priorities: String) throws -> ListSpecView {
            let json = #"{ "sections": [ { "items": [ { "height": 60, "view": "# + Self.resistingRow(button: priorities) + "} ] } ] }"
            return try #require(try ListSpec.parse(Data(json.utf8), file: "row.json").spec.sections.first?.items.first?.view)
        }
        let size = CGSize(width: 320, height: 60)
        // At equal priorities UIKit calls the layout ambiguous, as it is.
        let tied = SpecViewBuilder.snapshot(of: try tree(""), size: size, environment: environment)
        #expect(tied.constraintIssues?.contains { $0.kind == .ambiguous } == true)

        let spec = try tree(#", "contentCompressionResistancePriority": { "horizontal": 1000 }"#)
        let root = SpecViewBuilder.snapshot(of: spec, size: size, environment: environment)
        #expect(root.constraintIssues == nil)
        // The same row in Swift, with the setter.
        let content = UIView(frame: CGRect(origin: .zero, size: size))
        content.overrideTraitCollection = ListTraitCollection(environment: environment)
        let detail = UILabel(), follow = UIButton(type: .system)
        detail.text = "COBOL, compilers, and a moth in the Mark II, found in 1947"
        follow.setTitle("Following", for: .normal)
        follow.setContentCompressionResistancePriority(.required, for: .horizontal)
        for view in [detail, follow] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        NSLayoutConstraint.activate([
            detail.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            detail.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            follow.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            follow.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: follow.leadingAnchor, constant: -8),
        ])
        content.layoutIfNeeded()
        #expect(root.node("detail")?.frame == detail.frame && root.node("follow")?.frame == follow.frame)
        // The button keeps its own width; the label takes what is left and is cut.
        #expect(follow.frame.width == follow.intrinsicContentSize.width)
        #expect(detail.frame.width == 320 - 16 - 8 - 16 - follow.frame.width)
        #expect(detail.frame.width < detail.intrinsicContentSize.width)
    }

    @Test func test_whenALabelInAStackHugsLess_thatItTakesTheSpareRoom_asSwiftsSetterMakesIt() throws {
        let json = #"""
            { "sections": [ { "items": [ { "height": 44, "view": { "type": "stack", "axis": "horizontal", "children": [
                { "type": "label", "id": "name", "text": "Ada", "contentHuggingPriority": { "horizontal": 200 } },
                { "type": "label", "id": "time", "text": "5 min" } ] } } ] } ] }
            """#
        let spec = try #require(try ListSpec.parse(Data(json.utf8), file: "stack.json").spec.sections.first?.items.first?.view)
        let size = CGSize(width: 300, height: 44)
        let root = SpecViewBuilder.snapshot(of: spec, size: size, environment: .standard)
        let stack = UIStackView(frame: CGRect(origin: .zero, size: size))
        let name = UILabel(), time = UILabel()
        name.text = "Ada"
        time.text = "5 min"
        name.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        stack.addArrangedSubview(name)
        stack.addArrangedSubview(time)
        stack.layoutIfNeeded()
        #expect(root.node("name")?.frame == name.frame && root.node("time")?.frame == time.frame)
        // Without the priority the last of two equal huggers stretches; with it, the name does.
        #expect(time.frame.width == time.intrinsicContentSize.width && name.frame.width == 300 - time.frame.width)
    }
}
