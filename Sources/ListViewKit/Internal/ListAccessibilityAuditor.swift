import Foundation
import ListCore

/// The checks of a ``ListAccessibilityAudit`` over one screen (docs/ACCESSIBILITY.md, "The audit").
struct ListAccessibilityAuditor {
    let audit: ListAccessibilityAudit
    let screen: ListAccessibilityAudit.Screen
    typealias Finding = ListAccessibilityAudit.Finding
    typealias Element = ListAccessibilityHierarchy.Element

    init(audit: ListAccessibilityAudit, screen: ListAccessibilityAudit.Screen) {
        self.audit = audit
        self.screen = screen
    }

    mutating func run() -> [Finding] {
        let elements = screen.nodes.flatMap(\.elements)
        var findings: [Finding] = []
        for check in audit.checks {
            switch check {
            case .contrast: findings += contrast()
            case .touchTarget: findings += elements.compactMap(touchTarget)
            case .unlabeledControl:
                findings += elements.filter { $0.respondsToUserInteraction && !Self.hasLabel($0) }
                    .map { Self.finding(.unlabeledControl, $0, measured: 0, threshold: 1, detail: "has no label") }
            case .unlabeledImage:
                findings += elements.filter { Self.isImage($0) && !$0.respondsToUserInteraction && !Self.hasLabel($0) }
                    .map {
                        Self.finding(.unlabeledImage, $0, measured: 0, threshold: 1,
                                     detail: "is read as an image without a label (not decorative)")
                    }
            case .duplicateLabel: findings += screen.nodes.flatMap(duplicates)
            case .clippedText: break  // compares two screens
            case .hiddenElement: findings += elements.compactMap(hidden)
            }
        }
        return findings
    }

    // MARK: The checks

    private func contrast() -> [Finding] {
        screen.texts.compactMap { run in
            guard Self.isFinite(run.frame), !run.frame.isEmpty, run.color.alpha > 0,
                  let ratio = ListAccessibilityAudit.contrast(of: run.color, over: run.background) else { return nil }
            let threshold = run.isLarge ? audit.minimumLargeTextContrast : audit.minimumContrast
            guard ratio < threshold else { return nil }
            let size = run.isLarge ? "large text" : "text"
            return Finding(
                check: .contrast, element: run.source, kind: "text", label: run.text, frame: run.frame,
                measured: ratio, threshold: threshold,
                detail: "\(Self.format(ratio)):1, needs \(Self.format(threshold)):1 (\(size), "
                    + "\(Self.format(run.fontSize)) pt\(run.isBold ? " bold" : ""), run \(run.index))")
        }
    }

    private func touchTarget(_ element: Element) -> Finding? {
        let minimum = audit.minimumTouchTarget
        guard element.respondsToUserInteraction, Self.isFinite(element.frame) else { return nil }
        let width = Double(element.frame.width), height = Double(element.frame.height)
        let minWidth = Double(minimum.width), minHeight = Double(minimum.height)
        guard width < minWidth || height < minHeight else { return nil }
        // The side furthest below its minimum is the one measured.
        let widthShare = minWidth > 0 ? width / minWidth : 1, heightShare = minHeight > 0 ? height / minHeight : 1
        let (measured, threshold) = widthShare <= heightShare ? (width, minWidth) : (height, minHeight)
        return Self.finding(
            .touchTarget, element, measured: measured, threshold: threshold,
            detail: "\(Self.format(width)) × \(Self.format(height)) pt, needs \(Self.format(minWidth)) × "
                + "\(Self.format(minHeight)) pt")
    }

    /// Elements of one container (a group) with a label another element of it has; the first keeps it.
    private func duplicates(in node: ListAccessibilityNode) -> [Finding] {
        guard case .group(let nodes, _, _) = node else { return [] }
        var findings: [Finding] = []
        var seen: [String: Int] = [:]
        let direct = nodes.compactMap { node -> Element? in
            if case .element(let element) = node { return element }
            return nil
        }
        let counts = direct.reduce(into: [String: Int]()) { counts, element in
            if let label = element.label, !label.isEmpty { counts[label, default: 0] += 1 }
        }
        for element in direct {
            guard let label = element.label, !label.isEmpty, let count = counts[label], count > 1 else { continue }
            seen[label, default: 0] += 1
            if seen[label]! > 1 {
                findings.append(Self.finding(
                    .duplicateLabel, element, measured: Double(count), threshold: 1,
                    detail: "is one of \(count) elements labelled alike in one container"))
            }
        }
        return findings + nodes.flatMap(duplicates)
    }

    private func hidden(_ element: Element) -> Finding? {
        let point = element.activationPoint
        guard point.x.isFinite, point.y.isFinite,
              let own = screen.views.lastIndex(where: { $0.source == element.source }) else { return nil }
        let above = screen.views[(own + 1)...]
        guard let cover = above.first(where: {
            $0.isOpaque && $0.frame.contains(point) && !$0.lineage.contains(element.source)
        }) else { return nil }
        let covered = Self.area(cover.frame.intersection(element.frame)) / max(Self.area(element.frame), .ulpOfOne)
        return Self.finding(
            .hiddenElement, element, measured: min(1, covered), threshold: 0,
            detail: "lies under `\(ListAccessibilityText.bounded(cover.source))` "
                + "(\(Self.format(100 * min(1, covered)))% of its frame covered, its activation point too)")
    }

    /// Texts of `enlarged` that show less than all of themselves where the same text is whole in `default`.
    static func clippedText(default: ListAccessibilityAudit.Screen, enlarged: ListAccessibilityAudit.Screen)
        -> [Finding]
    {
        var whole = Set<String>()
        for run in `default`.texts where run.index == 0 && run.visibleShare >= 1 - 1e-9 { whole.insert(run.source) }
        return enlarged.texts.compactMap { run in
            guard run.index == 0, run.visibleShare.isFinite, run.visibleShare < 1 - 1e-9,
                  whole.contains(run.source) else { return nil }
            return Finding(
                check: .clippedText, element: run.source, kind: "text", label: run.text, frame: run.frame,
                measured: run.visibleShare, threshold: 1,
                detail: "shows \(format(100 * run.visibleShare))% of its text at this size, all of it at the default "
                    + "size")
        }
    }

    // MARK: Helpers

    static func finding(
        _ check: ListAccessibilityAudit.Check, _ element: Element, measured: Double, threshold: Double,
        detail: String
    ) -> Finding {
        Finding(check: check, element: element.source, kind: element.kind, label: element.label,
                frame: element.frame, measured: measured, threshold: threshold, detail: detail)
    }

    static func hasLabel(_ element: Element) -> Bool {
        !ListAccessibilityText.isBlank(element.label ?? "")
    }

    static func isImage(_ element: Element) -> Bool {
        element.kind == ListViewSnapshot.Kind.imageView.rawValue || element.traits.contains(.image)
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }

    static func area(_ rect: CGRect) -> Double {
        rect.isNull || !isFinite(rect) ? 0 : Double(rect.width * rect.height)
    }

    /// At most two decimals, no trailing zeros (`4.5`, `2.85`, `44`).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded(.down) / 100
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
