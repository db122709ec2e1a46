import Foundation

extension ListAccessibilityAudit {
    /// One finding: the element, the check, what was measured and the threshold it failed.
    ///
    /// ```swift
    /// finding.check       // .contrast
    /// finding.element     // "cell 0·1/0": the list element, then the view's identifier or subview path
    /// finding.measured    // 2.85
    /// finding.threshold   // 4.5
    /// finding.message     // "contrast: cell 0·1/0 "Home" 2.85:1 (needs 4.5:1)"
    /// ```
    ///
    /// Every text in it is bounded (1,000 characters) and printable (control characters escaped); numbers are
    /// finite and frames are finite (a non-finite frame is reported as zero).
    public struct Finding: Sendable, Hashable, Comparable {
        /// The check that found it.
        public var check: Check
        /// The element: its list element (`cell 1·0`, `header 1`) and its view's identifier or subview path
        /// (`cell 1·0/like`), as explanations name it.
        public var element: String
        /// What the element is (`button`, `label`, `imageView`, `cell`, …).
        public var kind: String
        /// The element's label, or the text of a text run (`nil`: none).
        public var label: String?
        /// Where it is, in points of the screen (outlined on the picture).
        public var frame: CGRect
        /// The value measured: a contrast ratio, a side in points, a count, a share (see ``detail``).
        public var measured: Double
        /// The threshold the value failed.
        public var threshold: Double
        /// The measurement in words (`"2.85:1, needs 4.5:1"`, `"30 × 30 pt, needs 44 × 44 pt"`).
        public var detail: String

        /// Creates a finding; texts are bounded and escaped, non-finite numbers become 0.
        public init(
            check: Check, element: String, kind: String, label: String?, frame: CGRect, measured: Double,
            threshold: Double, detail: String
        ) {
            self.check = check
            self.element = ListAccessibilityText.bounded(element)
            self.kind = ListAccessibilityText.bounded(kind)
            self.label = label.map(ListAccessibilityText.bounded)
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
            self.frame = finite ? frame : .zero
            self.measured = measured.isFinite ? measured : 0
            self.threshold = threshold.isFinite ? threshold : 0
            self.detail = ListAccessibilityText.bounded(detail)
        }

        /// What a baseline of accepted findings matches: the check, the element and its label (the measured
        /// value may move without making it a new finding).
        public var key: String {
            "\(check.rawValue) \(element)" + (label.map { " \"\($0)\"" } ?? "")
        }

        /// One line: `contrast: cell 0·1/0 "Home" 2.85:1, needs 4.5:1`.
        public var message: String {
            "\(check.rawValue): \(element)" + (label.map { " \"\($0)\"" } ?? "") + " \(detail)"
        }

        /// By check, then element, label and detail (a stable order for reports).
        public static func < (lhs: Finding, rhs: Finding) -> Bool {
            let left = Check.allCases.firstIndex(of: lhs.check)!, right = Check.allCases.firstIndex(of: rhs.check)!
            if left != right { return left < right }
            return (lhs.element, lhs.label ?? "", lhs.detail) < (rhs.element, rhs.label ?? "", rhs.detail)
        }
    }
}
