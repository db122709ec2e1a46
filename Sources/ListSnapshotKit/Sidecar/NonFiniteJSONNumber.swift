import ListCore
import ListSpecKit

/// A number JSON cannot hold (NaN or an infinity) that a layout output would have had, and its JSON path: the one
/// check behind `listpreview layout` and the golden sidecars `record` writes, so that neither ever holds `inf` or
/// `nan` (the command fails with status 2, the case is an `error`).
///
/// ```swift
/// try NonFiniteJSONNumber.check(contentSize: [390, 844], arrays: [("items", [[0, 0, 390, 44]])])   // fine
/// try NonFiniteJSONNumber.check(contentSize: [390, .infinity], arrays: [])
/// // throws contentSize.height: inf is not a number JSON can hold (the output is always strict JSON)
/// ```
public struct NonFiniteJSONNumber: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where it would have been, such as `headers[0].frame[1]`.
    public var path: String
    /// The number.
    public var value: Double

    /// Creates the error.
    public init(path: String, value: Double) {
        self.path = path
        self.value = value
    }

    /// `PATH: inf is not a number JSON can hold (…)`.
    public var description: String {
        "\(path): \(ListJSONNumber.format(value)) is not a number JSON can hold (the output is always strict JSON)"
    }

    /// Checks every number of a layout output before it is written: the content size, then each array's frames
    /// in order.
    ///
    /// - Parameters:
    ///   - contentSize: `[width, height]`.
    ///   - arrays: each array's name (`items`, `headers`, `footers`, `elements`) and its elements' frames.
    /// - Throws: ``NonFiniteJSONNumber`` naming the first NaN or infinity.
    /// - Complexity: O(n) in the number of frames.
    public static func check(
        contentSize: [Double], arrays: [(name: String, frames: [[Double]])]
    ) throws(NonFiniteJSONNumber) {
        for (index, name) in ["width", "height"].enumerated() where index < contentSize.count {
            guard contentSize[index].isFinite else {
                throw NonFiniteJSONNumber(path: "contentSize.\(name)", value: contentSize[index])
            }
        }
        for (name, frames) in arrays {
            for (element, frame) in frames.enumerated() {
                if let position = frame.firstIndex(where: { !$0.isFinite }) {
                    throw NonFiniteJSONNumber(path: "\(name)[\(element)].frame[\(position)]", value: frame[position])
                }
            }
        }
    }
}
