/// An sRGB colour with 8 bits per channel and straight (non-premultiplied) alpha.
///
/// Spec files write colours as hex strings: `"#RRGGBB"` or `"#RRGGBBAA"` (the `#` is optional).
///
/// ```swift
/// let accent = try ListColor(hex: "#0A84FF")
/// accent.hexString // "#0A84FF"
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

    /// Creates a colour from 8-bit channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

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

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: UInt8) -> ListColor {
        ListColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension ListColor: Codable {
    /// Decodes a hex string such as `"#FF9500"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            try self.init(hex: string)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(string)\"")
        }
    }

    /// Encodes the colour as its ``hexString``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hexString)
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
