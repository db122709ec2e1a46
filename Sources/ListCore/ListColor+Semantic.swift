extension ListColor {
    /// UIKit's semantic colour called `name` (`systemBackground`, `label`, `systemBlue`, …) with iOS's light and dark
    /// values, or `nil` for another name.
    ///
    /// The values are those UIKit returns on iOS 15 and later for the default (not increased) contrast, as
    /// Apple's Human Interface Guidelines list them ("Color" → "System colors" and "Dynamic system colors").
    ///
    /// ```swift
    /// ListColor(named: "secondarySystemGroupedBackground")?.resolved(for: .dark).hexString // "#1C1C1E"
    /// ```
    public init?(named name: String) {
        guard let pair = Self.semantic[name] else { return nil }
        self.init(light: Self.literal(pair.light), dark: Self.literal(pair.dark))
        if pair.light == pair.dark { dark = nil }
    }

    /// Every semantic colour name ``init(named:)`` knows.
    public static var semanticNames: [String] { semantic.keys.sorted() }

    private static func literal(_ value: UInt32) -> ListColor {
        ListColor(
            red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF), blue: UInt8(value >> 8 & 0xFF),
            alpha: UInt8(value & 0xFF))
    }

    /// Light and dark values as 0xRRGGBBAA.
    private static let semantic: [String: (light: UInt32, dark: UInt32)] = [
        // Backgrounds
        "systemBackground": (0xFFFF_FFFF, 0x0000_00FF),
        "secondarySystemBackground": (0xF2F2_F7FF, 0x1C1C_1EFF),
        "tertiarySystemBackground": (0xFFFF_FFFF, 0x2C2C_2EFF),
        "systemGroupedBackground": (0xF2F2_F7FF, 0x0000_00FF),
        "secondarySystemGroupedBackground": (0xFFFF_FFFF, 0x1C1C_1EFF),
        "tertiarySystemGroupedBackground": (0xF2F2_F7FF, 0x2C2C_2EFF),
        // Labels and text
        "label": (0x0000_00FF, 0xFFFF_FFFF),
        "secondaryLabel": (0x3C3C_4399, 0xEBEB_F599),
        "tertiaryLabel": (0x3C3C_434C, 0xEBEB_F54C),
        "quaternaryLabel": (0x3C3C_432D, 0xEBEB_F529),
        "placeholderText": (0x3C3C_434C, 0xEBEB_F54C),
        "link": (0x007A_FFFF, 0x0984_FFFF),
        // Separators and fills
        "separator": (0x3C3C_4349, 0x5454_5899),
        "opaqueSeparator": (0xC6C6_C8FF, 0x3838_3AFF),
        "systemFill": (0x7878_8033, 0x7878_805C),
        "secondarySystemFill": (0x7878_8029, 0x7878_8052),
        "tertiarySystemFill": (0x7676_801F, 0x7676_803D),
        "quaternarySystemFill": (0x7474_8014, 0x7676_802E),
        // System colours
        "systemBlue": (0x007A_FFFF, 0x0A84_FFFF),
        "systemBrown": (0xA284_5EFF, 0xAC8E_68FF),
        "systemCyan": (0x32AD_E6FF, 0x64D2_FFFF),
        "systemGreen": (0x34C7_59FF, 0x30D1_58FF),
        "systemIndigo": (0x5856_D6FF, 0x5E5C_E6FF),
        "systemMint": (0x00C7_BEFF, 0x63E6_E2FF),
        "systemOrange": (0xFF95_00FF, 0xFF9F_0AFF),
        "systemPink": (0xFF2D_55FF, 0xFF37_5FFF),
        "systemPurple": (0xAF52_DEFF, 0xBF5A_F2FF),
        "systemRed": (0xFF3B_30FF, 0xFF45_3AFF),
        "systemTeal": (0x30B0_C7FF, 0x40C8_E0FF),
        "systemYellow": (0xFFCC_00FF, 0xFFD6_0AFF),
        "systemGray": (0x8E8E_93FF, 0x8E8E_93FF),
        "systemGray2": (0xAEAE_B2FF, 0x6363_66FF),
        "systemGray3": (0xC7C7_CCFF, 0x4848_4AFF),
        "systemGray4": (0xD1D1_D6FF, 0x3A3A_3CFF),
        "systemGray5": (0xE5E5_EAFF, 0x2C2C_2EFF),
        "systemGray6": (0xF2F2_F7FF, 0x1C1C_1EFF),
        // Fixed
        "white": (0xFFFF_FFFF, 0xFFFF_FFFF),
        "black": (0x0000_00FF, 0x0000_00FF),
        "clear": (0x0000_0000, 0x0000_0000),
    ]
}
