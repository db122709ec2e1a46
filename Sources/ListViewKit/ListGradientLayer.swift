import Foundation
import ListCore

/// Core Animation's `CAGradientLayer`: a standalone layer that paints an axial gradient over its background, from
/// ``startPoint`` to ``endPoint`` (top centre to bottom centre by default) in unit coordinates of its bounds, the
/// ``colors`` at their ``locations`` (spread evenly when `nil`), and each end colour carried on past its end.
///
/// ```swift
/// let shade = CAGradientLayer()
/// shade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
/// imageView.layer.addSublayer(shade)
/// shade.frame = imageView.bounds   // in layoutSubviews
/// ```
@MainActor
public final class ListGradientLayer: ListLayer {
    /// Core Animation's `CAGradientLayerType` (recorded: every gradient is drawn axial).
    public struct GradientType: RawRepresentable, Sendable, Hashable {
        /// The type's name.
        public let rawValue: String
        /// A type by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Along a line (the default).
        public static let axial = GradientType(rawValue: "axial")
        /// Around a centre.
        public static let radial = GradientType(rawValue: "radial")
        /// Around a centre, by angle.
        public static let conic = GradientType(rawValue: "conic")
    }

    /// The colours (`UIColor(…).cgColor` values); anything else in the array is skipped. One colour fills the layer;
    /// none (the default): nothing is drawn.
    public var colors: [Any]?
    /// Where each colour sits, 0...1 (`nil`: evenly spread); a count that differs from the colours' is ignored.
    public var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates of the bounds (`(0.5, 0)` by default).
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends (`(0.5, 1)` by default).
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// The type (recorded).
    public var type: GradientType = .axial

    /// A gradient layer with Core Animation's defaults (no colours: nothing is drawn).
    public override init() {
        super.init()
    }

    override func gradient(style: ListUserInterfaceStyle) -> ListViewGradient? {
        let resolved = (colors ?? []).compactMap { ($0 as? ListColor)?.resolved(for: style) }
        guard !resolved.isEmpty else { return nil }
        let given = locations?.map(\.doubleValue)
        let spread = resolved.count == 1 ? [0.0] : resolved.indices.map { Double($0) / Double(resolved.count - 1) }
        let stops = given.flatMap { $0.count == resolved.count ? $0 : nil } ?? spread
        return ListViewGradient(colors: resolved, locations: stops, start: startPoint, end: endPoint)
    }
}
