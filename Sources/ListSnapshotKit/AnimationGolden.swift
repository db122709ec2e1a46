import Foundation
import ListCore
import ListRenderKit
import ListSpecKit

/// The golden of an animation: a folder of numbered PNG frames and a manifest, the same layout `listpreview
/// animate` writes, so a golden can be opened and stepped through by hand.
///
/// ```
/// feed.animation/
///   manifest.json        { "fps": 30, "frameCount": 10 }
///   frame-0000.png …
/// ```
public enum AnimationGolden {
    /// A golden read back.
    public struct Contents: Sendable {
        /// Frames per second.
        public var fps: Double
        /// The decoded frames.
        public var frames: [RGBAImage]
    }

    /// The name of frame `index`.
    public static func frameName(_ index: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
    }

    /// Writes an animation golden, replacing the old folder only once the new one is complete.
    ///
    /// - Throws: `AtomicFileError` naming the path when it cannot be written.
    public static func write(_ animation: RenderedAnimation, to folder: URL) throws {
        let manager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (index, frame) in animation.frames.enumerated() {
                try frame.encodedAsGolden().write(to: staging.appendingPathComponent(frameName(index)))
            }
            let manifest = #"{ "fps": \#(format(animation.fps)), "frameCount": \#(animation.frames.count) }"# + "\n"
            try Data(manifest.utf8).write(to: staging.appendingPathComponent("manifest.json"))
            let old = parent.appendingPathComponent(".\(folder.lastPathComponent).\(UUID().uuidString).old")
            if manager.fileExists(atPath: folder.path) { try manager.moveItem(at: folder, to: old) }
            try manager.moveItem(at: staging, to: folder)
            try? manager.removeItem(at: old)
        } catch {
            try? manager.removeItem(at: staging)
            throw AtomicFileError(path: folder.path, reason: String(describing: error))
        }
    }

    /// Reads an animation golden.
    ///
    /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` naming the file that is missing or malformed.
    public static func read(from folder: URL) throws -> Contents {
        let manifestURL = folder.appendingPathComponent("manifest.json")
        let data = try? Data(contentsOf: manifestURL)
        if let data {
            do throws(ListJSONSyntaxError) {
                try ListJSONSyntax.check(data)
            } catch {
                throw SnapshotError.unreadableGolden(path: manifestURL.path, reason: "not valid JSON at \(error)")
            }
        }
        guard let data, let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let fps = (manifest["fps"] as? NSNumber)?.doubleValue,
            let count = (manifest["frameCount"] as? NSNumber)?.intValue, count >= 0
        else {
            throw SnapshotError.unreadableGolden(
                path: manifestURL.path, reason: #"expected { "fps": <number>, "frameCount": <integer> }"#)
        }
        let frames = try (0..<count).map { index in
            let url = folder.appendingPathComponent(frameName(index))
            do {
                return try PNGDecoder.decode(contentsOf: url)
            } catch {
                throw SnapshotError.unreadableGolden(path: url.path, reason: String(describing: error))
            }
        }
        return Contents(fps: fps, frames: frames)
    }

    /// Removes what ``write(_:to:)`` puts in a folder (its frames and manifest), then the folder once empty: never
    /// a file it does not name, never through a symbolic link.
    static func removeFrames(in folder: URL) {
        guard ArtifactPath.isFolder(folder) else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name == "manifest.json" || (name.hasPrefix("frame-") && name.hasSuffix(".png")) {
            let file = folder.appendingPathComponent(name)
            if ArtifactPath.isRegularFile(file) { try? FileManager.default.removeItem(at: file) }
        }
        _ = rmdir(folder.path)
    }

    /// `30`, `29.97`.
    static func format(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }
}
