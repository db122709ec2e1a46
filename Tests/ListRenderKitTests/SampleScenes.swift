import Foundation
import ListCore
import ListRenderKit

/// Scenes built directly (no spec, no layout) that the tests render.
enum SampleScenes {
    /// A settings-like list: an inset grouped section of cells with accessories and detail text, a pinned header,
    /// placeholders, guides and spacing markers.
    static func settings(scale: Double = 1) -> RenderScene {
        var scene = RenderScene(size: CGSize(width: 390, height: 600), scale: scale)
        let inset = ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        scene.guides.append(
            SceneGuide(
                kind: .sectionInset, outer: CGRect(x: 0, y: 44, width: 390, height: 212),
                inner: CGRect(x: inset.left, y: 44 + inset.top, width: 390 - inset.horizontal, height: 196)))
        scene.elements.append(
            SceneElement(
                kind: .header, frame: CGRect(x: 0, y: 0, width: 390, height: 44),
                content: ListCellContent(text: "Network", detailText: "3 items"), section: 0, isPinned: true))
        let rows: [ListCellContent] = [
            ListCellContent(text: "Wi-Fi", detailText: "Home", accessory: .disclosureIndicator),
            ListCellContent(text: "Bluetooth", accessory: .checkmark),
            ListCellContent(
                text: "A long message that wraps onto a second line and then needs an ellipsis because it is long",
                detailText: "Yesterday"),
            ListCellContent(text: "Syncing", accessory: .activityIndicator),
        ]
        var y = 52.0
        for (index, content) in rows.enumerated() {
            let height = index == 2 ? 60.0 : 44.0
            scene.elements.append(
                SceneElement(
                    kind: .cell, frame: CGRect(x: 16, y: y, width: 358, height: height), content: content,
                    section: 0, item: index))
            if index < rows.count - 1 {
                scene.spacingMarkers.append(
                    SpacingMarker(start: CGPoint(x: 195, y: y + height), end: CGPoint(x: 195, y: y + height + 8), value: 8))
            }
            y += height + 8
        }
        let placeholders: [ListCellContent] = [
            ListCellContent(text: "Loading…", role: .loading),
            ListCellContent(text: "No results", detailText: "Try another search", role: .noResults),
            ListCellContent(text: "The server did not answer", role: .error),
        ]
        for (index, content) in placeholders.enumerated() {
            scene.elements.append(
                SceneElement(
                    kind: .cell, frame: CGRect(x: 16, y: 270 + Double(index) * 96, width: 358, height: 88),
                    content: content, section: 1, item: index))
        }
        scene.elements.append(
            SceneElement(
                kind: .cell, frame: CGRect(x: 16, y: 560, width: 170, height: 36),
                content: ListCellContent(text: "Inserted", backgroundColor: .init(red: 255, green: 214, blue: 10)),
                section: 2, item: 0, alpha: 0.5, outline: .inserted))
        scene.elements.append(
            SceneElement(
                kind: .cell, frame: CGRect(x: 204, y: 560, width: 170, height: 36),
                content: ListCellContent(text: "Moved", textAlignment: .center), section: 2, item: 1, outline: .moved))
        scene.spacingMarkers.append(SpacingMarker(start: CGPoint(x: 186, y: 578), end: CGPoint(x: 204, y: 578), value: 18))
        scene.scrollIndicator = CGRect(x: 384, y: 40, width: 3, height: 120)
        return scene
    }
}
