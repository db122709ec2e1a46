import Foundation

/// A named screen: the points and scale a spec's `"device"` stands for.
///
/// ```swift
/// ListDevicePreset.named("iPhone 16")?.size // 393×852
/// ```
public struct ListDevicePreset: Hashable, Sendable {
    /// The preset's name as listed in `docs/SPEC.md`.
    public var name: String
    /// The screen size in points (portrait).
    public var size: CGSize
    /// The screen scale.
    public var scale: CGFloat

    /// Creates a preset.
    public init(name: String, width: CGFloat, height: CGFloat, scale: CGFloat) {
        self.name = name
        self.size = CGSize(width: width, height: height)
        self.scale = scale
    }

    /// Every preset, in the order the docs list them.
    public static let all: [ListDevicePreset] = [
        ListDevicePreset(name: "iPhone SE", width: 375, height: 667, scale: 2),
        ListDevicePreset(name: "iPhone 16", width: 393, height: 852, scale: 3),
        ListDevicePreset(name: "standard", width: 393, height: 852, scale: 3),
        ListDevicePreset(name: "iPhone 16 Pro", width: 402, height: 874, scale: 3),
        ListDevicePreset(name: "iPhone 16 Plus", width: 430, height: 932, scale: 3),
        ListDevicePreset(name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3),
        ListDevicePreset(name: "iPad mini", width: 744, height: 1133, scale: 2),
        ListDevicePreset(name: "iPad", width: 820, height: 1180, scale: 2),
        ListDevicePreset(name: "iPad Pro 11\"", width: 834, height: 1210, scale: 2),
        ListDevicePreset(name: "iPad Pro 13\"", width: 1032, height: 1376, scale: 2),
    ]

    /// The preset with this name, ignoring case, spaces and punctuation (`"ipad pro 13"` finds `iPad Pro 13"`).
    ///
    /// - Parameter name: a preset name.
    /// - Returns: the preset, or `nil` when no preset has that name.
    public static func named(_ name: String) -> ListDevicePreset? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
    }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
