import Foundation

/// Resolving a format's names: views from the views dictionary, metrics from the metrics dictionary (any Swift
/// number or `NSNumber`), each mistake at the name's position.
extension ListVisualFormatParser {
    func resolveView(_ name: String, at position: Int) throws(ListVisualFormatError) -> ListView {
        guard let value = views[name] else {
            throw error(.unknownView, "\(Self.quoted(name)) is not a key of the views dictionary", at: position)
        }
        guard let view = value as? ListView else {
            throw error(
                .notAView, "the views dictionary's value for \(Self.quoted(name)) is a \(type(of: value)), not a view",
                at: position)
        }
        return view
    }

    func metric(_ name: String, at position: Int) throws(ListVisualFormatError) -> CGFloat {
        let value = metrics[name]
        guard let number = value.flatMap(Self.number(of:)) else {
            throw error(
                .invalidMetric, "the metric \(Self.quoted(name)) is a \(value.map { "\(type(of: $0))" } ?? "nil"), not a number",
                at: position)
        }
        guard number.isFinite, abs(number) <= Double(ListLayoutConstraint.maximumConstant) else {
            throw error(
                .invalidMetric,
                "the metric \(Self.quoted(name)) is \(number), not a finite number of at most 1000000000 in magnitude",
                at: position)
        }
        return CGFloat(number)
    }

    /// A metrics dictionary value as a number: what `NSNumber` holds in UIKit (any Swift number, an `NSNumber`).
    static func number(of value: Any) -> Double? {
        // A Bool is no number (tested by its own type: on Linux an NSNumber of 0 or 1 also casts to Bool).
        if type(of: value) == Bool.self { return nil }
        return switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// A name in a message, quoted, cut to 40 characters (a hostile format's names can be as long as itself).
    static func quoted(_ name: String) -> String {
        name.unicodeScalars.count <= 40 ? "'\(name)'" : "'\(String(String.UnicodeScalarView(name.unicodeScalars.prefix(40))))…'"
    }
}
