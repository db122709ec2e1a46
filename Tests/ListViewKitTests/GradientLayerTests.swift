import Foundation
import ListCore
import ListViewKit
import Testing

/// `CAGradientLayer` as cells write it (issue 23): what a snapshot records.
@MainActor
@Suite struct GradientLayerTests {
    @Test func test_whenAGradientLayerIsAdded_thatItsNodeRecordsTheResolvedColoursLocationsAndLine() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: .dark)
        let shade = CAGradientLayer()
        shade.name = "shade"
        #expect(shade.startPoint == CGPoint(x: 0.5, y: 0) && shade.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(shade.type == .axial && shade.colors == nil)
        view.layer.addSublayer(shade)
        shade.frame = CGRect(x: 0, y: 30, width: 100, height: 30)
        #expect(view.snapshot().node("shade")?.gradient == nil)   // no colours: nothing drawn
        shade.colors = [UIColor.clear.cgColor, UIColor.label.cgColor, "not a colour", UIColor.red.cgColor]
        let node = view.snapshot().node("shade")!
        #expect(node.frame == CGRect(x: 0, y: 30, width: 100, height: 30) && node.kind == .layer)
        #expect(node.gradient == ListViewGradient(
            colors: [.clear, ListColor(red: 255, green: 255, blue: 255), ListColor(red: 255, green: 0, blue: 0)],
            locations: [0, 0.5, 1], start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1)))
        shade.locations = [0, 0.8, 1]
        shade.startPoint = CGPoint(x: 0, y: 0)
        #expect(view.snapshot().node("shade")?.gradient?.locations == [0, 0.8, 1])
        #expect(view.snapshot().node("shade")?.gradient?.start == .zero)
        shade.locations = [0, 1]   // not one per colour: spread evenly, as if unset
        #expect(view.snapshot().node("shade")?.gradient?.locations == [0, 0.5, 1])
    }
}
