import Foundation
import ListCore

extension ListFont {
    /// UIKit's `UIFont.TextStyle`: the Dynamic Type styles, with iOS's sizes at every content size category (Apple's
    /// Human Interface Guidelines, "Typography" → "iOS, iPadOS Dynamic Type sizes").
    ///
    /// ```swift
    /// UIFont.TextStyle.headline.size(for: .large)                          // 17 (semibold)
    /// UIFont.TextStyle.body.size(for: .accessibilityExtraExtraExtraLarge)   // 53
    /// ```
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        /// The style's size in points at a content size category.
        ///
        /// - Parameter category: the Dynamic Type size.
        /// - Returns: the point size.
        /// - Complexity: O(1).
        public func size(for category: ListContentSizeCategory) -> CGFloat {
            Self.sizes[self]![category.ordinal]
        }

        /// The style's weight: semibold for `headline`, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }

        /// Sizes from `extraSmall` to `accessibilityExtraExtraExtraLarge`.
        private static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]
    }
}
