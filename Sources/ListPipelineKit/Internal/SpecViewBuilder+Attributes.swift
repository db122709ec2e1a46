import Foundation
import ListCore
import ListImageKit
import ListSpecKit
import ListViewKit

extension SpecViewBuilder {
    /// The look every node has.
    @MainActor static func style(_ view: ListView, _ spec: ListSpecView) {
        let style = spec.style
        view.accessibilityIdentifier = spec.id
        if let color = style.backgroundColor { view.backgroundColor = color }
        if let color = style.tintColor { view.tintColor = color }
        if let alpha = style.alpha { view.alpha = CGFloat(alpha) }
        if let hidden = style.isHidden { view.isHidden = hidden }
        if let clips = style.clipsToBounds { view.clipsToBounds = clips }
        if let radius = style.cornerRadius { view.layer.cornerRadius = radius }
        if let corners = style.maskedCorners { view.layer.maskedCorners = cornerMask(corners) }
        if let width = style.borderWidth { view.layer.borderWidth = width }
        if let color = style.borderColor { view.layer.borderColor = color }
        if let margins = style.layoutMargins { view.layoutMargins = margins }
        if let mode = style.contentMode { view.contentMode = contentMode(mode) }
        if let shadow = style.shadow {
            view.layer.shadowOpacity = Float(shadow.opacity)
            if let color = shadow.color { view.layer.shadowColor = color }
            if let offset = shadow.offset { view.layer.shadowOffset = offset }
            if let radius = shadow.radius { view.layer.shadowRadius = radius }
        }
        if let hugging = style.contentHuggingPriority {
            if let value = hugging.horizontal { view.setContentHuggingPriority(ListLayoutPriority(value), for: .horizontal) }
            if let value = hugging.vertical { view.setContentHuggingPriority(ListLayoutPriority(value), for: .vertical) }
        }
        if let resistance = style.contentCompressionResistancePriority {
            if let value = resistance.horizontal {
                view.setContentCompressionResistancePriority(ListLayoutPriority(value), for: .horizontal)
            }
            if let value = resistance.vertical {
                view.setContentCompressionResistancePriority(ListLayoutPriority(value), for: .vertical)
            }
        }
        accessibility(view, spec.accessibility)
    }

    /// What the node says to VoiceOver; `accessibilityElements` names views of its subtree (already built) by id.
    @MainActor static func accessibility(_ view: ListView, _ spec: ListSpecAccessibility) {
        if let isElement = spec.isElement { view.isAccessibilityElement = isElement }
        if let label = spec.label { view.accessibilityLabel = label }
        if let value = spec.value { view.accessibilityValue = value }
        if let hint = spec.hint { view.accessibilityHint = hint }
        if let traits = spec.traits {
            view.accessibilityTraits = traits.reduce(into: []) { $0.insert(ListAccessibilityTraits(named: $1)) }
        }
        if let hidden = spec.elementsHidden { view.accessibilityElementsHidden = hidden }
        if let modal = spec.viewIsModal { view.accessibilityViewIsModal = modal }
        if let groups = spec.groupsChildren { view.shouldGroupAccessibilityChildren = groups }
        if let actions = spec.customActions { view.accessibilityCustomActions = actions.map { ListAccessibilityCustomAction(name: $0) } }
        if let ids = spec.elements {
            view.accessibilityElements = ids.compactMap { descendant($0, in: view) }
        }
    }

    @MainActor static func configure(_ stack: ListStackView, _ spec: ListSpecStack) {
        stack.axis = spec.axis == .vertical ? .vertical : .horizontal
        stack.spacing = spec.spacing
        stack.isLayoutMarginsRelativeArrangement = spec.isLayoutMarginsRelativeArrangement
        stack.distribution = distribution(spec.distribution)
        stack.alignment = alignment(spec.alignment)
    }

    /// A spec's `"distribution"` as the stack's (a switch: matching the cases' names through `"\(case)"` cost
    /// about 7,000 instructions a stack, 2 % of a view-tree `verify`).
    static func distribution(_ distribution: ListSpecStack.Distribution) -> ListStackView.Distribution {
        switch distribution {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    /// A spec's `"alignment"` as the stack's (`top` and `bottom` are `leading` and `trailing`).
    static func alignment(_ alignment: ListSpecStack.Alignment) -> ListStackView.Alignment {
        switch alignment {
        case .fill: .fill
        case .leading, .top: .leading
        case .firstBaseline: .firstBaseline
        case .center: .center
        case .trailing, .bottom: .trailing
        case .lastBaseline: .lastBaseline
        }
    }

    @MainActor static func configure(_ label: ListLabel, _ text: ListSpecText) {
        label.text = text.string
        if let font = text.font { label.font = listFont(font) }
        if let color = text.color { label.textColor = color }
        if let alignment = text.alignment { label.textAlignment = alignment }
        if let lines = text.numberOfLines { label.numberOfLines = lines }
        if let mode = text.lineBreakMode { label.lineBreakMode = mode }
        if let runs = text.runs { label.attributedText = attributedString(runs) }
    }

    /// A label's `"runs"` as an attributed string: each run's font (`.font`) and colour (`.foregroundColor`) when it
    /// sets them; the label's font and text colour cover the rest when it draws, as in UIKit.
    static func attributedString(_ runs: [ListSpecTextRun]) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for run in runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.font { attributes[.font] = listFont(font) }
            if let color = run.color { attributes[.foregroundColor] = color }
            text.append(NSAttributedString(string: run.text, attributes: attributes))
        }
        return text
    }

    static func listFont(_ font: ListSpecFont) -> ListFont {
        if let style = font.textStyle, let textStyle = ListFont.TextStyle(rawValue: style.rawValue) {
            return ListFont.preferredFont(forTextStyle: textStyle)
        }
        let weight: ListFont.Weight = switch font.weight ?? .regular {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
        return ListFont.systemFont(ofSize: font.size ?? 17, weight: weight)
    }

    static func viewImage(_ image: ListSpecImage) -> ListViewImage {
        let mode: ListViewImage.RenderingMode = switch image.renderingMode {
        case .automatic: .automatic
        case .alwaysOriginal: .alwaysOriginal
        case .alwaysTemplate: .alwaysTemplate
        }
        return ListViewImage(listImage: image.image, renderingMode: mode)
    }

    static func contentMode(_ mode: ListSpecContentMode) -> ListView.ContentMode {
        switch mode {
        case .scaleToFill: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .center: .center
        }
    }

    static func cornerMask(_ corners: Set<ListSpecCorner>) -> ListCornerMask {
        var mask: ListCornerMask = []
        if corners.contains(.topLeft) { mask.insert(.layerMinXMinYCorner) }
        if corners.contains(.topRight) { mask.insert(.layerMaxXMinYCorner) }
        if corners.contains(.bottomLeft) { mask.insert(.layerMinXMaxYCorner) }
        if corners.contains(.bottomRight) { mask.insert(.layerMaxXMaxYCorner) }
        return mask
    }
}

extension ListSpecLength {
    /// The points of a fixed length, `nil` for `"auto"`.
    var points: CGFloat? {
        if case .fixed(let value) = self { return value }
        return nil
    }
}
