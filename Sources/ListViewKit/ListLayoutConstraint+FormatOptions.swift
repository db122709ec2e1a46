extension ListLayoutConstraint {
    /// UIKit's `NSLayoutConstraint.FormatOptions` (`NSLayoutFormatOptions`), with UIKit's raw values: how
    /// ``constraints(withVisualFormat:options:metrics:views:)`` aligns the views of a format across its axis and in
    /// which direction a horizontal format runs.
    ///
    /// ```swift
    /// NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon]-[title]-|", options: .alignAllCenterY,
    ///                                metrics: nil, views: ["icon": icon, "title": title])
    /// ```
    ///
    /// An alignment along the format's own axis (`.alignAllLeading` in an `H:` format) and
    /// `[.directionLeftToRight, .directionRightToLeft]` together are errors (UIKit raises; here nothing is made and
    /// the error says why).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options' bits, as UIKit's.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns every view's left edge with the next one's (a vertical format).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns every view's top edge (a horizontal format).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns every view's leading edge (flips right to left).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns every view's last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns every view's first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// UIKit's older name for ``alignAllLastBaseline``.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The bits that hold alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from the leading edge to the trailing one (the default: it flips right to left).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that hold the direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Spacing is measured edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// UIKit's baseline-to-baseline spacing of a vertical format: accepted, measured edge to edge here
        /// (docs/CONSTRAINTS.md).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits that hold the spacing.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        /// The alignments, in UIKit's order of their bits, as the attributes they align.
        var alignedAttributes: [Attribute] {
            let table: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) }.map(\.1)
        }

        /// The alignment bits that name no attribute (UIKit's mask has room for more).
        var unknownAlignmentBits: UInt {
            let known: FormatOptions = [
                .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
                .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
            ]
            return rawValue & FormatOptions.alignmentMask.rawValue & ~known.rawValue
        }
    }
}
