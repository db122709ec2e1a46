import ListCore

/// The colours of iOS's grouped list that quick content is shown in, light and dark: the renderer's themes take
/// theirs from here, so a content view and the list around it agree.
package enum ListContentPalette {
    /// Cell text (label).
    package static let text = ListColor(light: .palette(0x000000), dark: .palette(0xFFFFFF))
    /// Detail text, header and footer text (secondaryLabel).
    package static let secondaryText = ListColor(light: .palette(0x6D6D72), dark: .palette(0x8D8D93))
    /// Disclosure chevrons, activity ticks (tertiaryLabel).
    package static let tertiaryText = ListColor(light: .palette(0xB8B8BD), dark: .palette(0x5A5A5F))
    /// Check marks (the tint colour).
    package static let tint = ListColor(light: .palette(0x007AFF), dark: .palette(0x0A84FF))
    /// The icon and text of error placeholders.
    package static let errorText = ListColor(light: .palette(0xD70015), dark: .palette(0xFF6961))

    /// Black on light fills, white on dark ones (by perceived brightness, translucent fills taken over white), in
    /// each appearance.
    ///
    /// - Parameters:
    ///   - fill: the fill the text sits on (adaptive or not).
    ///   - alpha: the opacity of the text.
    /// - Returns: the colour.
    package static func readableText(on fill: ListColor, alpha: UInt8 = 255) -> ListColor {
        func readable(_ fill: ListColor) -> ListColor {
            let value: UInt8 = fill.brightnessOverWhite > 150 ? 0 : 255
            return ListColor(red: value, green: value, blue: value, alpha: alpha)
        }
        return ListColor(light: readable(fill.resolved(for: .light)), dark: readable(fill.resolved(for: .dark)))
    }
}

extension ListColor {
    /// An opaque colour from a 0xRRGGBB literal.
    fileprivate static func palette(_ value: UInt32) -> ListColor {
        ListColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}
