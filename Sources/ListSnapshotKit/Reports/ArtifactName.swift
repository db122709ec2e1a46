import Foundation
import ListCore
import ListPlumbing

/// The file names of a case's artifacts in the artifacts folder: one name per spec path, variant and frame, so
/// that two different cases never share a picture (`a/b-c.json` and `a-b/c.json` stay apart).
///
/// The spec's path is kept readable but escaped reversibly: `_` becomes `__`, `/` becomes `_s`, `+` `_p`, `@` `_a`,
/// and any other byte that is not a letter, digit, `-` or `.` becomes `_xHH`. The variant follows after `+`, the
/// animation after `@animation`, a frame after `@frame-N`, then the role (`.actual.png`, `.expected.png`, …).
///
/// ```
/// Samples/feed.json, variant dark, still    →  Samples_sfeed.json+dark.actual.png
/// a/b-c.json, animation frame 3             →  a_sb-c.json@animation@frame-3.difference.png
/// ```
package enum ArtifactName {
    /// The base name of a case (without role and extension).
    package static func base(
        spec: String, variant: String?, animation: Bool, frame: Int? = nil, accessibility: Bool = false
    ) -> String {
        var name = escape(spec)
        if let variant { name += "+" + escape(variant) }
        if animation { name += "@animation" }
        if accessibility { name += "@accessibility" }
        if let frame { name += "@frame-\(frame)" }
        return name
    }

    /// `base.role.png` (`base` shortened by ``fitted(_:)`` when a name derived from it would exceed 255 bytes).
    package static func file(_ base: String, role: String) -> String {
        "\(fitted(base)).\(role).png"
    }

    /// `base.actual.animation`: the folder of every actual frame of an animation case that differs.
    package static func animationFolder(_ base: String) -> String { fitted(base) + ".actual.animation" }

    /// `base`, or its prefix and a hash (`FileName.fitting`) when its longest derived name,
    /// `base.actual.animation.layout.json`, would exceed 255 bytes: every artifact of a case shares the same stem.
    static func fitted(_ base: String) -> String {
        FileName.fitting(base, reserving: ".actual.animation.layout.json".utf8.count)
    }

    /// Whether `name` is a file a suite writes into the artifacts folder (so a later run may remove it): an image,
    /// or the layout sidecar of an actual image or animation.
    static func isArtifact(_ name: String) -> Bool {
        [".actual.png", ".expected.png", ".difference.png", ".actual.layout.json", ".actual.animation.layout.json",
         ".actual.audit.json"]
            .contains(where: name.hasSuffix) && !name.hasPrefix(".")
    }

    /// Whether `name` is the name of an actual animation folder a suite writes.
    static func isAnimationArtifact(_ name: String) -> Bool {
        name.hasSuffix(".actual.animation") && !name.hasPrefix(".")
    }

    /// A new folder name for the images of one run (`run-` and 12 hexadecimal digits) that `artifacts` does not
    /// hold yet: a run never overwrites an image the previous reports show.
    static func newRunFolder(in artifacts: URL) -> String {
        while true {
            let digits = (0..<12).map { _ in String(Int.random(in: 0..<16), radix: 16) }.joined()
            let name = "run-" + digits
            if !FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path) { return name }
        }
    }

    /// Whether `name` is the name of a folder of one run's images (so a later run may empty and remove it).
    static func isRunFolder(_ name: String) -> Bool {
        name.hasPrefix("run-") && name.utf8.count == 16
            && name.utf8.dropFirst(4).allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "_"): result += "__"
            case UInt8(ascii: "/"): result += "_s"
            case UInt8(ascii: "+"): result += "_p"
            case UInt8(ascii: "@"): result += "_a"
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                result += "_x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        // A name that starts with "." would be hidden (and skipped by cleanup).
        if result.hasPrefix(".") { result = "_x2E" + result.dropFirst() }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
