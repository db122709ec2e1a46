/// A character as ``EstimatedTextMeasurer`` measures it: an extended grapheme cluster with its nominal advance.
struct EstimatedCharacter {
    /// Its advance in points (kern included).
    var advance: Double
    /// Its font's size in points.
    var size: Double
    /// Whether a line may break after it (a space).
    var isSpace: Bool

    /// Measures a character set in `font` with `kern` points after it.
    init(_ character: Character, font: (TextFont, kern: Double)) {
        let size = font.0.size.isFinite ? max(0, font.0.size) : 0
        isSpace = character.isWhitespace
        let scalar = character.unicodeScalars.first?.value ?? 0
        let share: Double
        if isSpace {
            share = 0.28
        } else if Self.isWide(scalar) || character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
            share = 1
        } else {
            share = 0.55
        }
        self.size = size
        advance = size * share * (font.0.weight >= 600 ? 1.05 : 1) + font.kern
    }

    /// Chinese, Japanese and Korean characters, full-width forms and emoji: one em wide.
    private static func isWide(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// A line of ``EstimatedTextMeasurer``: its width (its trailing spaces excluded) and its tallest font's size.
struct EstimatedLine {
    /// The advance width of the line, in points.
    var width: Double
    /// The size of its tallest font, in points.
    var size: Double
    /// Whether its paragraph runs right to left.
    var isRightToLeft: Bool

    /// A paragraph's characters in lines that fit `width` (`.infinity`: one line): broken after spaces, a word wider
    /// than the line between characters, or between any characters when `byCharacters`. An empty paragraph is one
    /// empty line as tall as `fallback`.
    static func wrap(
        _ characters: [EstimatedCharacter], width: Double, byCharacters: Bool, fallback: TextFont, rightToLeft: Bool
    ) -> [EstimatedLine] {
        var builder = Builder(width: width, fallbackSize: fallback.size, rightToLeft: rightToLeft)
        if byCharacters {
            for character in characters { builder.place(character) }
        } else {
            var word: [EstimatedCharacter] = []
            for character in characters {
                word.append(character)
                if character.isSpace { builder.place(word: word); word = [] }
            }
            builder.place(word: word)
        }
        return builder.finished()
    }

    /// Fills lines one character or word at a time.
    private struct Builder {
        let width: Double
        let fallbackSize: Double
        let rightToLeft: Bool
        var lines: [EstimatedLine] = []
        /// The current line: its characters' total advance, that of its trailing spaces, its tallest size.
        var total = 0.0
        var trailing = 0.0
        var size = 0.0
        var isEmpty = true

        init(width: Double, fallbackSize: Double, rightToLeft: Bool) {
            self.width = width
            self.fallbackSize = fallbackSize
            self.rightToLeft = rightToLeft
        }

        /// Places a word (with its trailing spaces) on the line, or on a new one when it does not fit; a word wider
        /// than a line is placed a character at a time.
        mutating func place(word: [EstimatedCharacter]) {
            guard !word.isEmpty else { return }
            let inked = word.filter { !$0.isSpace }.reduce(0) { $0 + $1.advance }
            if !isEmpty && total + inked > width + 1e-9 { breakLine() }
            if isEmpty && inked > width + 1e-9 {
                for character in word { place(character) }
                return
            }
            for character in word { append(character) }
        }

        /// Places a character, breaking the line before it when it does not fit (a space never breaks).
        mutating func place(_ character: EstimatedCharacter) {
            if !isEmpty && !character.isSpace && total + character.advance > width + 1e-9 { breakLine() }
            append(character)
        }

        private mutating func append(_ character: EstimatedCharacter) {
            total += character.advance
            trailing = character.isSpace ? trailing + character.advance : 0
            size = max(size, character.size)
            isEmpty = false
        }

        private mutating func breakLine() {
            lines.append(
                EstimatedLine(
                    width: max(0, total - trailing), size: isEmpty ? fallbackSize : size, isRightToLeft: rightToLeft))
            total = 0
            trailing = 0
            size = 0
            isEmpty = true
        }

        mutating func finished() -> [EstimatedLine] {
            if !isEmpty || lines.isEmpty { breakLine() }
            return lines
        }
    }
}
