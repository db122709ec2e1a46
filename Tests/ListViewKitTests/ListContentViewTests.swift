import Foundation
import ListCore
import ListTextKit
@testable import ListViewKit
import Testing

/// A list's content view (`UIListContentView`): the height quick content needs, where its text, secondary text,
/// icon and accessories go, and how text too tall for the view is clipped or truncated like a UIKit label's.
@Suite struct ListContentViewTests {
    let fonts = try! FontSet.bundled()
    var traits: ListTraitCollection { ListTraitCollection(fonts: fonts) }

    private func height(_ configuration: ListContentConfiguration, width: CGFloat) -> CGFloat {
        configuration.sizeThatFits(CGSize(width: width, height: 0), traitCollection: traits).height
    }

    private func cell(_ content: ListCellContent, width: CGFloat = 390, height: CGFloat) -> ListViewSnapshot {
        ListContentConfiguration.cell(showing: content)
            .snapshot(size: CGSize(width: width, height: height), traitCollection: traits)
    }

    @Test func test_whenACellHasOneShortLine_thatItGetsTheMinimumRowHeightOf44() {
        #expect(height(.cell(showing: ListCellContent(text: "Wi-Fi")), width: 358) == 44)
    }

    @Test func test_whenACellHasTextAndDetail_thatItStacksThemWithMargins() {
        // 11 + 17.46 (15 pt line) + 2 + 15.13 (13 pt line) + 11 = 56.59, rounded up.
        #expect(height(.cell(showing: ListCellContent(text: "Wi-Fi", detailText: "Home")), width: 358) == 57)
    }

    @Test func test_whenTheTextWrapsOnTwoLines_thatTheHeightGrowsByOneLine() {
        let content = ListCellContent(text: "A long message that wraps onto a second line", detailText: "Yesterday")
        #expect(height(.cell(showing: content), width: 300) == 75)
    }

    @Test func test_whenMeasuringAGroupedHeader_thatItUsesThe13PointTextAnd6PointMargins() {
        #expect(height(.groupedHeader(showing: ListCellContent(text: "Network")), width: 390) == 28)
    }

    @Test func test_whenMeasuringALoadingPlaceholder_thatTheIconIsStackedAboveTheText() {
        #expect(height(.cell(showing: ListCellContent(text: "Loading…", role: .loading)), width: 358) == 70)
        #expect(height(.cell(showing: ListCellContent(role: .loading)), width: 358) == 44)
    }

    @Test func test_whenACellIsSizedByItsContentView_thatItsTextIsNotTruncated() throws {
        let content = ListCellContent(
            text: "Four lines of text in a narrow cell, to be sure that nothing at all is cut", detailText: "and detail")
        let height = height(.cell(showing: content), width: 200)
        #expect(height == 109)  // 22 + 4 × 17.46 + 2 + 15.13 = 108.98, rounded up
        let tree = cell(content, width: 200, height: height)
        let text = try #require(tree.node("textLabel")?.text)
        #expect(text.layout().lines.count == 4)
        #expect(!text.layout().isTruncated)
        #expect(try #require(tree.node("secondaryTextLabel")).frame == CGRect(x: 16, y: 11 + 4 * 17.4609375 + 2, width: 168, height: 15.1328125))
    }

    @Test func test_whenACellWithDetailTextIs44PointsTall_thatTheDetailIsKept_andTheContentIsCentred() throws {
        let content = ListCellContent(text: "Wi-Fi", detailText: "Home")
        let natural = try #require(ListContentLayout(
            configuration: .cell(showing: content), traits: traits, width: 390, height: nil))
        #expect(natural.naturalHeight == 56.59375)  // 11 + text + 2 + detail + 11 ("auto" rounds it up to 57)
        let tree = cell(content, height: 44)
        let text = try #require(tree.node("textLabel"))
        let detail = try #require(tree.node("secondaryTextLabel"))  // before: dropped below 57 points
        #expect(text.text?.layout().lines.count == 1)
        #expect(detail.text?.layout().lines.count == 1)
        #expect(text.frame == CGRect(x: 16, y: 4, width: 358, height: 17.4609375))  // (44 − 34.6) / 2 rounded down
        #expect(detail.frame.minY == 4 + 17.4609375 + 2)
        #expect(detail.frame.maxY <= 44)  // nothing is cut
    }

    @Test func test_whenACellIsShorterThanItsText_thatBothLinesStay_andAreClippedByTheFrame() throws {
        let tree = cell(ListCellContent(text: "Wi-Fi", detailText: "Home"), height: 20)
        #expect(tree.node("textLabel")?.text?.layout().lines.count == 1)
        #expect(tree.node("secondaryTextLabel")?.text?.layout().lines.count == 1)
        #expect(tree.node("textLabel")?.frame.minY == -8)  // centred: (20 − 34.6) / 2 rounded down
    }

    @Test func test_whenADetailTextWrapsInAShortCell_thatItIsTruncatedWithAnEllipsis() throws {
        let long = String(repeating: "Connected, secured with WPA3, automatic join. ", count: 4)
        let detail = try #require(cell(ListCellContent(text: "Wi-Fi", detailText: long), height: 44)
            .node("secondaryTextLabel")?.text?.layout())
        #expect(detail.lines.count == 1)
        #expect(detail.isTruncated)
    }

    @Test(arguments: [ListCellRole.loading, .noResults, .error])
    func test_whenAPlaceholderCellIsTheDefault44Points_thatItsTextIsShownUnderTheIcon(_ role: ListCellRole) throws {
        let tree = cell(ListCellContent(text: "No results", role: role), height: 44)
        let icon = try #require(tree.node("imageView"))
        let text = try #require(tree.node("textLabel"))
        #expect(icon.frame.minY <= 0 && icon.frame.minY >= -3)  // centred, a few points of the icon's margin cut
        #expect(icon.frame.size == CGSize(width: 22, height: 22) && icon.frame.midX == 195)
        #expect(text.frame.minY == icon.frame.minY + 30)
        let line = try #require(text.text?.layout().lineHeight)
        #expect(text.frame.minY + line * 0.75 <= 44)  // at least three quarters of the line inside the cell
        #expect(tree.node("accessoryView") == nil)
    }

    @Test func test_whenTheLayoutIsRightToLeft_thatTheAccessoryIsOnTheLeft_andTheTextBoxAfterIt() throws {
        var environment = ListEnvironment()
        environment.layoutDirection = .rightToLeft
        let tree = ListContentConfiguration.cell(showing: ListCellContent(text: "Wi-Fi", accessory: .checkmark))
            .snapshot(size: CGSize(width: 390, height: 44), traitCollection: ListTraitCollection(environment: environment, fonts: fonts))
        // 16-point margin, then the 14-point check mark's 18-point box centred in it, then a 10-point gap.
        #expect(tree.node("accessoryView")?.frame == CGRect(x: 14, y: 13, width: 18, height: 18))
        #expect(tree.node("textLabel")?.frame.minX == 40)  // 16 + 24
        #expect(tree.node("textLabel")?.frame.width == 334)  // 390 − 32 − 24
    }

    @Test func test_whenTwoAccessoriesAreGiven_thatTheFirstIsOutermost_andTheTextMakesRoomForBoth() throws {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Downloads"
        configuration.accessories = [.disclosureIndicator, .activityIndicator]
        let tree = configuration.snapshot(size: CGSize(width: 390, height: 44), traitCollection: traits)
        let accessories = tree.allNodes.filter { $0.identifier == "accessoryView" }
        #expect(accessories.map(\.image?.name) == ["accessory.disclosureIndicator", "accessory.activityIndicator"])
        let centres: [CGFloat] = accessories.map(\.frame.midX)
        #expect(centres == [370, 347])  // 16-point margin, then 8 + 10 points, then 18 + 10
        #expect(tree.node("textLabel")?.frame.width == 312)  // 390 − 32 − 18 − 28
    }

    @Test func test_whenTextPropertiesLimitTheLines_thatTheTextStopsThere_andTheHeightFollows() throws {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Four lines of text in a narrow cell, to be sure that nothing at all is cut"
        configuration.textProperties.numberOfLines = 2
        configuration.textProperties.alignment = .center
        #expect(height(configuration, width: 200) == (22 + 2 * 17.4609375).rounded(.up))
        let text = try #require(configuration.snapshot(size: CGSize(width: 200, height: 57), traitCollection: traits)
            .node("textLabel")?.text)
        #expect(text.layout().lines.count == 2 && text.layout().isTruncated)
        #expect(text.alignment == .center)
    }

    @Test func test_whenContentHasAColourOfItsOwn_thatTheTextReadsOnIt_inBothAppearances() throws {
        let content = ListCellContent(text: "Alert", detailText: "now", backgroundColor: ListColor(named: "systemBackground"))
        for (style, white) in [(ListUserInterfaceStyle.light, false), (.dark, true)] {
            var environment = ListEnvironment()
            environment.theme = style
            let tree = ListContentConfiguration.cell(showing: content)
                .snapshot(size: CGSize(width: 390, height: 57), traitCollection: ListTraitCollection(environment: environment, fonts: fonts))
            let value: UInt8 = white ? 255 : 0
            #expect(tree.node("textLabel")?.text?.runs.first?.color == ListColor(red: value, green: value, blue: value))
            #expect(tree.node("secondaryTextLabel")?.text?.runs.first?.color
                == ListColor(red: value, green: value, blue: value, alpha: 153))
        }
    }

    @MainActor
    @Test func test_whenAContentViewIsInAViewTree_thatItSizesAndDrawsAsItsConfigurationDoes() throws {
        let configuration = UIListContentConfiguration.cell(
            showing: ListCellContent(text: "Wi-Fi", detailText: "Home", accessory: .disclosureIndicator))
        let view = UIListContentView(configuration: configuration)
        let root = UIView()
        root.overrideTraitCollection = traits
        root.addSubview(view)
        let size = view.systemLayoutSizeFitting(CGSize(width: 390, height: 0))
        #expect(size == CGSize(width: 390, height: 57))
        view.frame = CGRect(origin: CGPoint(x: 0, y: 10), size: size)
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 67)
        let node = try #require(root.snapshot().children.first)
        let expected = configuration.snapshot(size: size, traitCollection: traits).children[0].children
        #expect(node.frame == CGRect(x: 0, y: 10, width: 390, height: 57))
        #expect(node.children == expected)
        #expect(node.children.map(\.identifier) == ["textLabel", "secondaryTextLabel", "accessoryView"])
        view.configuration.secondaryText = nil
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    }
}
