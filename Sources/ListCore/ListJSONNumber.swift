import Foundation

/// How ListPreview writes numbers in JSON and in messages: an integral value without a decimal point (`390`, not
/// `390.0`), any other value as the shortest decimal that reads back exactly (`0.3333333333333333`).
///
/// ```swift
/// ListJSONNumber.format(390)    // "390"
/// ListJSONNumber.format(44.5)   // "44.5"
/// ListJSONNumber.format(-0.0)   // "0"
/// ```
public enum ListJSONNumber {
    /// Formats a number.
    ///
    /// - Parameter value: the number; non-finite values give `nan`, `inf` or `-inf` (not valid JSON: only
    ///   messages show them).
    /// - Returns: its text.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == value.rounded() && abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// Formats a `CGFloat`.
    public static func format(_ value: CGFloat) -> String { format(Double(value)) }
}
