/// An sRGB colour with 8 bits per channel and straight (non-premultiplied) alpha, which may adapt to the
/// appearance: a second value for dark appearance, as UIKit's dynamic colours have.
///
/// Spec files write colours as hex strings (`"#RRGGBB"` or `"#RRGGBBAA"`, the `#` optional), as UIKit's semantic
/// colour names (`"systemBackground"`, `"secondaryLabel"`, `"systemBlue"`, … with iOS's light and dark values), or
/// as `{ "light": "#…", "dark": "#…" }`.
///
/// ```swift
/// let accent = try ListColor(hex: "#0A84FF")
/// accent.hexString // "#0A84FF"
/// ListColor(named: "systemGroupedBackground")!.resolved(for: .dark).hexString // "#000000"
/// ```
public struct ListColor: Hashable, Sendable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8
    /// The colour in dark appearance, when it differs (`nil`: the same in both); the channels above are the light one.
    public var dark: Channels?

    /// The four channels of a colour's dark value.
    public struct Channels: Hashable, Sendable {
        /// Red, green, blue and opacity, 0...255.
        public var red, green, blue, alpha: UInt8

        /// Creates channels.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// Creates a colour from 8-bit channels.
    ///
    /// Wherever ListViewKit is visible (a module that depends on it, even indirectly), UIKit's
    /// `UIColor(red:green:blue:alpha:)` with 0...1 components is an overload
    /// too, and wins for four number literals (`UIColor(red: 1, green: 0, blue: 0, alpha: 1)` is red, as in UIKit):
    /// write 8-bit channels as typed values or as ``init(hex:)`` there.
    @_disfavoredOverload
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An adaptive colour: `light` in light appearance, `dark` in dark appearance.
    public init(light: ListColor, dark: ListColor) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        let value = dark.resolved(for: .dark)
        self.dark = Channels(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }

    /// The colour to draw in an appearance (its dark value in dark appearance, when it has one).
    public func resolved(for style: ListUserInterfaceStyle) -> ListColor {
        guard style == .dark, let dark else { return ListColor(red: red, green: green, blue: blue, alpha: alpha) }
        return ListColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha)
    }

    /// Whether the colour has a different value in dark appearance.
    public var isAdaptive: Bool { dark != nil }

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (case-insensitive, `#` optional).
    ///
    /// - Throws: ``ListColorError`` naming the string when it is not 6 or 8 hex digits.
    public init(hex: String) throws {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else {
            throw ListColorError(string: hex)
        }
        if digits.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(
                red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
                blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
        }
    }

    /// `"#RRGGBB"`, or `"#RRGGBBAA"` when the colour is not opaque.
    public var hexString: String {
        func hex(_ byte: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }

    /// The perceived brightness, 0...255, of the colour (its light value) laid over white: what decides whether
    /// black or white text reads on it.
    package var brightnessOverWhite: Double {
        let opacity = Double(alpha) / 255
        func channel(_ value: UInt8) -> Double { Double(value) * opacity + 255 * (1 - opacity) }
        return 0.299 * channel(red) + 0.587 * channel(green) + 0.114 * channel(blue)
    }

    /// The same colour with another opacity (its light value).
    public func withAlpha(_ alpha: UInt8) -> ListColor {
        ListColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Parses a spec colour string: a hex colour or a UIKit semantic colour name.
    ///
    /// - Throws: ``ListColorError`` naming the string.
    public init(specString string: String) throws {
        if let named = ListColor(named: string) {
            self = named
        } else {
            try self.init(hex: string)
        }
    }
}

extension ListColor: Codable {
    private enum AppearanceKeys: String, CodingKey {
        case light, dark
    }

    /// Decodes a hex string such as `"#FF9500"`, a semantic colour name, or `{ "light": …, "dark": … }`.
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AppearanceKeys.self) {
            self.init(
                light: try object.decode(ListColor.self, forKey: .light),
                dark: try object.decode(ListColor.self, forKey: .dark))
            return
        }
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            try self.init(specString: string)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: ListColorError(string: string).description)
        }
    }

    /// Encodes the colour as its ``hexString``, or `{ "light": …, "dark": … }` when it adapts.
    public func encode(to encoder: any Encoder) throws {
        if dark != nil {
            var object = encoder.container(keyedBy: AppearanceKeys.self)
            try object.encode(resolved(for: .light).hexString, forKey: .light)
            try object.encode(resolved(for: .dark).hexString, forKey: .dark)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(hexString)
        }
    }
}

extension ListColor: CustomStringConvertible {
    /// The ``hexString``.
    public var description: String { hexString }
}

/// A string that is not a colour.
public struct ListColorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string that failed to parse.
    public var string: String

    /// Creates the error for a string.
    public init(string: String) {
        self.string = string
    }

    /// `expected a colour "#RRGGBB" or "#RRGGBBAA", got "…"`.
    public var description: String { "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(string)\"" }
}
