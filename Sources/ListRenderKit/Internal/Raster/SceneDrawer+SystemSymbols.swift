import CCairo
import Foundation
import ListCore
import ListTextKit
import ListViewKit

extension SceneDrawer {
    /// Draws an SF Symbol as its glyph of the pinned icon font (docs/SYMBOLS.md): the glyph's em square centred in
    /// `rect`, sized so its ink fills the rectangle as a symbol's does, in `color`, mirrored about the rectangle's
    /// centre when the symbol mirrors and the layout is right-to-left.
    ///
    /// - Returns: whether the glyph drew (`false`: the icon font is missing or not the pinned one, recorded as a
    ///   font problem that fails the render).
    func drawSystemSymbol(_ symbol: ListSystemSymbols.Symbol, in rect: CGRect, color: ListColor) -> Bool {
        let face: FontFace
        switch PinnedFont.symbolFace {
        case .success(let loaded): face = loaded
        case .failure(let problem):
            TextEngine.shared.noteProblem(problem, file: PinnedFont.symbolFont.fileName)
            return false
        }
        guard let scalar = Unicode.Scalar(symbol.codePoint) else { return false }
        let side = Double(min(rect.width, rect.height))
        guard side > 0, side.isFinite else { return true }
        // Material Icons draws in a 20-unit live area of a 24-unit em: 1.2 × the side puts the ink at the side.
        let size = side * 1.2
        let layout = TextLayout(text: String(Character(scalar)), face: face, size: size, width: .infinity)
        guard let line = layout.lines.first else { return true }
        let context = canvas.context
        let mirrored = symbol.mirrorsRightToLeft && environment.isRightToLeft
        cairo_save(context)
        if mirrored {
            cairo_translate(context, Double(rect.midX), 0)
            cairo_scale(context, -1, 1)
            cairo_translate(context, -Double(rect.midX), 0)
        }
        // The em square spans the ascent above the baseline (the font has no descent).
        let top = Double(rect.midY) + size / 2 - line.baseline
        canvas.draw(
            layout, x: Double(rect.midX) - size / 2, top: top, width: size, alignment: .leading, color)
        cairo_restore(context)
        return true
    }
}
