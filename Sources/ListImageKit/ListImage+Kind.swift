extension ListImage {
    /// What an image is: decoded pixels, or a placeholder.
    public enum Kind: Sendable, Hashable {
        /// Pixels decoded from a file of this format.
        case bitmap(ListImageFormat)
        /// No pixels: the renderer draws a marked placeholder box of the image's size.
        case placeholder(PlaceholderReason)
    }

    /// Why an image is a placeholder.
    public enum PlaceholderReason: Sendable, Hashable, CustomStringConvertible {
        /// `image(named:)` found no file of that name in the asset folders.
        case missing
        /// `UIImage(systemName:)`: SF Symbols are not available headlessly.
        case systemName
        /// The file exists but cannot be drawn (the message of its ``ListImageError``), for callers that asked for a
        /// placeholder instead of an error.
        case unreadable(String)

        /// `missing`, `systemName` or `unreadable: …`, for sidecars and messages.
        public var description: String {
            switch self {
            case .missing: "missing"
            case .systemName: "systemName"
            case .unreadable(let message): "unreadable: \(message)"
            }
        }
    }
}
