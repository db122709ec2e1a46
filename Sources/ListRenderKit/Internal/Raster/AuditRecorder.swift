import CCairo
import Foundation
import ListCore
import ListTextKit
import ListViewKit

/// Records, while a scene is drawn, what an accessibility audit reads of it (``ListAccessibilityAudit/Screen``):
/// every view with its lineage and visible frame, in drawing order, and every text run with the colours of the
/// pixels beneath it, read from the surface just before the text is drawn. It only reads: the pixels are the ones
/// a plain render draws.
///
/// The debug overlays (guides, spacing markers, index paths, frames, change outlines) are no part of what the app
/// draws: the drawer reports where it draws them (``overlayDrawn(_:context:)``), and a text whose pixels beneath
/// include some of them sets ``readsOverlays`` — its background must then be read from a render without them.
final class AuditRecorder {
    private(set) var texts: [ListAccessibilityAudit.TextRun] = []
    private(set) var views: [ListAccessibilityAudit.DrawnView] = []
    /// Whether the pixels read beneath some text include a debug overlay's.
    private(set) var readsOverlays = false
    /// Where debug overlays were drawn so far: device-space boxes, grown by a pixel for antialiasing.
    private var overlays: [DeviceBox] = []
    /// The most distinct colours kept per text run (the most frequent; the rest are not counted).
    static let maximumColors = 1_024

    private var elementName = ""
    private var lineage: [String] = []
    private var alphas: [Double] = [1]
    private var clips: [CGRect] = []
    private var transforms = 0

    /// The list element drawn next (`cell 0·1`, `header 0`, `background`): it names what is drawn inside.
    func beginElement(_ name: String, frame: CGRect, alpha: Double, isOpaque: Bool) {
        elementName = name
        lineage = []
        alphas = [max(0, min(1, alpha))]
        clips = []
        transforms = 0
        enterView(source: name, frame: frame, fill: isOpaque ? 255 : 0, alpha: 1, transformed: false)
    }

    /// Records a view drawn and makes it the parent of what is drawn until ``leaveView()``.
    func enterView(source: String, frame: CGRect, fill: UInt8, alpha: Double, transformed: Bool) {
        lineage.append(source)
        alphas.append(alphas.last! * max(0, min(1, alpha)))
        if transformed { transforms += 1 }
        let visible = clips.last.map { frame.intersection($0) } ?? frame
        let isOpaque = fill == 255 && alphas.last! >= 1 && transforms == 0 && !visible.isNull
        views.append(.init(source: source, lineage: lineage, frame: visible.isNull ? .zero : visible,
                           isOpaque: isOpaque))
    }

    /// Ends the view ``enterView(source:frame:fill:alpha:transformed:)`` began.
    func leaveView(transformed: Bool) {
        lineage.removeLast()
        alphas.removeLast()
        if transformed { transforms -= 1 }
    }

    /// The source of a node of the element's view tree: the element's name, then the node's identifier.
    func source(of identifier: String) -> String {
        identifier.isEmpty ? elementName : "\(elementName)/\(identifier)"
    }

    /// What is drawn until ``popClip()`` is clipped to `rect` (a view's bounds, the element's frame).
    func pushClip(_ rect: CGRect) {
        clips.append(clips.last.map { rect.intersection($0) } ?? rect)
    }

    /// Ends the clip ``pushClip(_:)`` began.
    func popClip() { clips.removeLast() }

    /// Notes that a debug overlay was drawn inside `rects` (user space of `context`).
    func overlayDrawn(_ rects: [CGRect], context: OpaquePointer) {
        for rect in rects {
            guard let box = DeviceBox(rect, context: context) else { continue }
            overlays.append(box.grown(by: 1))
        }
    }

    /// Records each run of `text` (laid out as `layout`, its lines aligned in `x ..< x + width` from `top`) with
    /// the pixels beneath it, before it is drawn.
    func recordText(
        _ text: ListViewText, layout: TextLayout, x: Double, top: Double, width: Double, source: String,
        context: OpaquePointer
    ) {
        var boxes = Array(repeating: [CGRect](), count: text.runs.count)
        var offsets = Set<Int>()
        for line in layout.lines {
            let baseline = top + line.baseline
            let start = x + layout.offset(of: line, alignment: text.alignment, in: width)
            for glyph in line.glyphs {
                offsets.insert(glyph.offset)
                guard let index = text.runs.firstIndex(where: { $0.range.contains(glyph.offset) })
                    ?? (text.runs.isEmpty ? nil : text.runs.count - 1) else { continue }
                let box = CGRect(x: start + glyph.x, y: baseline - 0.78 * layout.size, width: max(0, glyph.advance),
                                 height: layout.size)
                if let last = boxes[index].last, abs(last.minY - box.minY) < 0.001 {
                    boxes[index][boxes[index].count - 1] = last.union(box)
                } else {
                    boxes[index].append(box)
                }
            }
        }
        let share = visibleShare(of: text, layout: layout, boxes: boxes.flatMap { $0 }, offsets: offsets)
        if !readsOverlays, !overlays.isEmpty {
            readsOverlays = boxes.joined().contains { box in
                DeviceBox(box, context: context).map { read in overlays.contains { $0.intersects(read) } } ?? false
            }
        }
        let utf8 = Array(text.string.utf8)
        for (index, run) in text.runs.enumerated() where !boxes[index].isEmpty {
            let frame = boxes[index].dropFirst().reduce(boxes[index][0]) { $0.union($1) }
            let range = max(0, min(run.range.lowerBound, utf8.count))..<max(0, min(run.range.upperBound, utf8.count))
            var color = run.color
            color.alpha = UInt8((Double(color.alpha) * alphas.last!).rounded())
            texts.append(.init(
                source: source, index: index, text: String(decoding: utf8[range], as: UTF8.self), frame: frame,
                color: color, fontSize: run.font.size, isBold: run.font.isBold,
                background: Self.colors(beneath: boxes[index], context: context), visibleShare: share))
        }
    }

    /// How much of the text shows: the share of its characters drawn when it is truncated, and of its boxes
    /// inside what clips it.
    private func visibleShare(of text: ListViewText, layout: TextLayout, boxes: [CGRect], offsets: Set<Int>)
        -> Double
    {
        var share = 1.0
        if layout.isTruncated {
            // The ellipsis's glyph has the offset of the first character it replaces.
            let characters = max(1, text.string.unicodeScalars.count)
            share = min(0.999, Double(max(0, offsets.count - 1)) / Double(characters))
        }
        if let clip = clips.last {
            let area = boxes.reduce(0.0) { $0 + Double($1.width * $1.height) }
            let shown = boxes.reduce(0.0) { sum, box in
                let visible = box.intersection(clip)
                return sum + (visible.isNull ? 0 : Double(visible.width * visible.height))
            }
            if area > 0 { share = min(share, shown / area) }
        }
        return share
    }
}

/// A rectangle's bounding box in the device space of a context (pixels of the image).
struct DeviceBox {
    var minX, minY, maxX, maxY: Double

    /// The device bounding box of `rect`, given in `context`'s user space (`nil` when not finite).
    init?(_ rect: CGRect, context: OpaquePointer) {
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = Double(px), y = Double(py)
            cairo_user_to_device(context, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return nil }
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The box grown by `pixels` on every side.
    func grown(by pixels: Double) -> DeviceBox {
        var box = self
        (box.minX, box.minY, box.maxX, box.maxY) = (minX - pixels, minY - pixels, maxX + pixels, maxY + pixels)
        return box
    }

    /// Whether the two boxes share some area.
    func intersects(_ other: DeviceBox) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
