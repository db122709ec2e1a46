import Foundation

extension ListLabel {
    /// What `sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))` and
    /// ``baselineOffsets(width:)`` at `baselineWidth` return, from one text value and one layout (a constraint pass
    /// asks for both at one width: resolving the font and building the runs once instead of twice). `nil` when the two
    /// would not lay out the same text — other widths, or a subclass (which may override `sizeThatFits` or
    /// `intrinsicContentSize`) — and the caller asks for each as before.
    func sizeAndBaselines(
        fitting width: CGFloat, baselineWidth: CGFloat
    ) -> (size: CGSize, baselines: (first: CGFloat, last: CGFloat))? {
        // The text `sizeThatFits` lays out (see there), which must be the one `baselineOffsets` lays out.
        let unlimited = numberOfLines == 1 || width <= 0
        let textWidth: CGFloat = unlimited ? .greatestFiniteMagnitude : width
        guard type(of: self) == ListLabel.self, textWidth == baselineWidth else { return nil }
        guard let text = textValue(width: textWidth, maxHeight: nil) else {
            return (.zero, baselineOffsets(width: baselineWidth))
        }
        let layout = text.layout()
        let middle = layout.height / 2
        let baselines = (first: CGFloat((layout.lines.first?.baseline ?? 0) - middle),
                         last: CGFloat((layout.lines.last?.baseline ?? 0) - middle))
        let measured = text.measuredWidth(of: layout)
        guard !unlimited else {
            return (CGSize(width: measured.rounded(.up), height: layout.height.rounded(.up)), baselines)
        }
        guard measured > width, let wider = textValue(width: measured.rounded(.up), maxHeight: nil) else {
            return (CGSize(width: min(measured.rounded(.up), width), height: layout.height.rounded(.up)), baselines)
        }
        return (CGSize(width: measured.rounded(.up), height: wider.layout().height.rounded(.up)), baselines)
    }
}
