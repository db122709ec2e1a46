import Foundation

/// A length in a spec: a number of points, or `"auto"`, measured later from the content.
///
/// ```json
/// { "id": "bio", "height": "auto", "text": "A long paragraph…" }
/// ```
///
/// `"auto"` is accepted for heights (of items, headers and footers): the function that builds the layout asks a
/// measuring closure, which the renderer provides, for the height of the content at the element's width.
public enum ListSpecLength: Hashable, Sendable {
    /// A fixed length in points.
    case fixed(CGFloat)
    /// Measured from the content at layout time.
    case auto
}

extension ListSpecLength: Codable {
    /// Decodes a number or the string `"auto"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self), string == "auto" {
            self = .auto
        } else {
            self = .fixed(try container.decode(CGFloat.self))
        }
    }

    /// Encodes a number or `"auto"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .fixed(let value): try container.encode(value)
        case .auto: try container.encode("auto")
        }
    }
}
