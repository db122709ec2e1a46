import Foundation

/// How an animation's progress follows time: Core Animation's timing functions and a damped spring.
///
/// `progress(at:)` maps the fraction of the duration that has elapsed (0...1) to the fraction of the change that is
/// done. Every curve starts at 0 and ends at exactly 1; a spring may overshoot in between.
///
/// ```
/// progress                      ease-in-out (default)
/// 1 ┤                 ▁▂▃▅▆▇█   ─ cubic Bézier (0.42, 0, 0.58, 1),
///   │           ▂▄▆▇            the curve of CAMediaTimingFunction's
///   │       ▂▄▆                 easeInEaseOut
/// 0 ┤▁▁▂▃▅▆                     (UIKit's batch-update curve is not
///   └──────────────────── time   documented: this is an assumption)
/// ```
///
/// ```swift
/// ListTimingCurve.easeInOut.progress(at: 0.5)   // 0.5
/// ListTimingCurve.linear.progress(at: 0.25)     // 0.25
/// ```
public enum ListTimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Slow start and end: cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut
    /// Slow start: cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Slow end: cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), x1 and x2 in 0...1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring that settles at the end of the duration. `damping` is the damping ratio in (0, 1]: 1 is
    /// critically damped (no overshoot), smaller values oscillate (UIKit's `usingSpringWithDamping`).
    case spring(damping: Double)

    /// The fraction of the change done when `time` (0...1, clamped) of the duration has elapsed.
    ///
    /// - Complexity: O(1); the Bézier curves solve for their parameter with at most 8 Newton steps, then bisection.
    public func progress(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        if t == 0 { return 0 }
        if t == 1 { return 1 }
        switch self {
        case .linear:
            return t
        case .easeInOut:
            return Self.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: t)
        case .easeIn:
            return Self.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: t)
        case .easeOut:
            return Self.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: t)
        case let .cubicBezier(x1, y1, x2, y2):
            return Self.bezier(x1: x1, y1: y1, x2: x2, y2: y2, at: t)
        case let .spring(damping):
            return Self.spring(damping: damping, at: t)
        }
    }

    /// Parses a curve name as the command line spells it: `linear`, `ease-in-out`, `ease-in`, `ease-out`,
    /// `spring` (damping 0.7), `spring:D`, or `bezier:X1,Y1,X2,Y2`.
    ///
    /// - Throws: ``ListTimingCurveError`` quoting the text and listing what is accepted.
    public init(parsing text: String) throws {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        let numbers = parts.count == 2 ? parts[1].split(separator: ",").map { Double($0) } : []
        switch (parts.first ?? "", numbers) {
        case ("linear", []): self = .linear
        case ("ease-in-out", []), ("easeInOut", []): self = .easeInOut
        case ("ease-in", []), ("easeIn", []): self = .easeIn
        case ("ease-out", []), ("easeOut", []): self = .easeOut
        case ("spring", []): self = .spring(damping: 0.7)
        case let ("spring", values) where values.count == 1:
            guard let damping = values[0], damping > 0, damping <= 1 else { throw ListTimingCurveError(text: text) }
            self = .spring(damping: damping)
        case let ("bezier", values) where values.count == 4:
            let points = values.compactMap { $0 }
            guard points.count == 4, (0...1).contains(points[0]), (0...1).contains(points[2]),
                points.allSatisfy(\.isFinite)
            else { throw ListTimingCurveError(text: text) }
            self = .cubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        default:
            throw ListTimingCurveError(text: text)
        }
    }

    // MARK: Cubic Bézier

    private static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        // B(s) = 3(1-s)²s·P1 + 3(1-s)s²·P2 + s³, per axis. Solve Bx(s) = x for s, return By(s).
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(x1, x2, s) - x
            if abs(error) < 1e-12 { return coordinate(y1, y2, s) }
            let derivative = slope(x1, x2, s)
            if abs(derivative) < 1e-9 { break }
            s -= error / derivative
        }
        // Newton did not converge (flat tangent): bisect, which always does since Bx is monotonic on [0, 1].
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = coordinate(x1, x2, s)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(y1, y2, s)
    }

    // MARK: Spring

    /// A unit step response of a damped harmonic oscillator whose envelope decays to 0.1 % by the end.
    private static func spring(damping: Double, at t: Double) -> Double {
        let zeta = min(max(damping, 0.01), 1)
        // Choose the natural frequency so that e^(-ζωt) = 0.001 at t = 1.
        let omega = log(1000) / zeta
        if zeta >= 1 {
            return 1 - (1 + omega * t) * exp(-omega * t)
        }
        let dampedOmega = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * t)
        return 1 - envelope * (cos(dampedOmega * t) + zeta * omega / dampedOmega * sin(dampedOmega * t))
    }
}

/// A timing curve name that is not understood.
public struct ListTimingCurveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that failed to parse.
    public var text: String

    /// Creates the error for a text.
    public init(text: String) {
        self.text = text
    }

    /// Quotes the text and lists the accepted forms.
    public var description: String {
        "unknown timing curve \"\(text)\": expected linear, ease-in-out, ease-in, ease-out, spring, spring:D "
            + "(0 < D ≤ 1) or bezier:X1,Y1,X2,Y2 (X in 0...1)"
    }
}
