import Foundation
import ListTextModel

extension TextEngine {
    /// Adds the kern after each line's last character. UIKit's `.kern` goes after every character, the last of a
    /// line too; Pango's letter spacing (which sets the rest) goes between characters only. A line whose last
    /// character (before its break and trailing spaces) is in a kerned span is made wider by the kern, and its
    /// glyphs move right by it when the line runs right to left (the space after its last character is then at
    /// its left end).
    ///
    /// - Parameters:
    ///   - lines: the lines as Pango set them.
    ///   - starts: the UTF-8 offset at which each line starts.
    ///   - bytes: the text's UTF-8 bytes.
    ///   - spans: the request's spans (their kerns).
    static func addingTrailingKern(
        to lines: [TextLayout.Line], starts: [Int], bytes: [UInt8], spans: [TextSpan]
    ) -> [TextLayout.Line] {
        var lines = lines
        for index in lines.indices where index < starts.count {
            var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            end = min(end, bytes.count)
            // Trailing spaces and the line's break (`\n`, `\r`, `\t`, U+2029) take no kern.
            while end > starts[index] {
                let byte = bytes[end - 1]
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    end -= 1
                } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, bytes[end - 1] == 0xA9 {
                    end -= 3
                } else {
                    break
                }
            }
            guard end > starts[index] else { continue }
            var last = end - 1
            while last > starts[index], bytes[last] & 0xC0 == 0x80 { last -= 1 }
            guard let kern = spans.last(where: { $0.range.contains(last) })?.kern, kern != 0 else { continue }
            lines[index].width += kern
            guard lines[index].isRightToLeft else { continue }
            for run in lines[index].runs.indices {
                for glyph in lines[index].runs[run].glyphs.indices { lines[index].runs[run].glyphs[glyph].x += kern }
            }
        }
        return lines
    }
}
