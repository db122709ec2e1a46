import Foundation
import ListCore
import ListPlumbing
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
    /// A golden read back: its manifest, checked; frames are decoded one at a time (``frame(_:)``), so a golden of
    /// many frames never holds them all in memory and a frame count that differs costs no decoding at all.
    public struct Contents: Sendable {
        /// Frames per second.
        public var fps: Double
        /// The number of frames the manifest declares (at most ``maximumFrames``).
        public var frameCount: Int
        /// The golden's folder.
        public var folder: URL

        /// Decodes frame `index` (a regular file `frame-NNNN.png`, never read through a link).
        ///
        /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` naming the frame's file.
        public func frame(_ index: Int) throws -> RGBAImage {
            try decode(try frameData(index), frame: index)
        }

        /// The PNG bytes of frame `index` (a regular file `frame-NNNN.png`, never read through a link), undecoded:
        /// a passing frame is compared with its render without being decoded whole (`PNGDecoder.matches`).
        ///
        /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` naming the frame's file.
        public func frameData(_ index: Int) throws -> Data {
            let url = frameURL(index)
            do {
                return try DerivedFile.read(url, limit: AnimationGolden.maximumFileBytes)
            } catch {
                throw SnapshotError.unreadableGolden(path: url.path, reason: error.reason)
            }
        }

        /// Decodes the bytes ``frameData(_:)`` read of frame `index`.
        ///
        /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` naming the frame's file.
        public func decode(_ data: Data, frame index: Int) throws -> RGBAImage {
            do {
                return try PNGDecoder.decode(data)
            } catch {
                throw SnapshotError.unreadableGolden(path: frameURL(index).path, reason: String(describing: error))
            }
        }

        private func frameURL(_ index: Int) -> URL {
            folder.appendingPathComponent(AnimationGolden.frameName(index))
        }
    }

    /// The most frames an animation golden may declare: the animation limit of `listpreview animate`.
    public static let maximumFrames = 10_000

    /// The frame rates an animation golden may hold: those `listpreview animate --fps` accepts. A manifest outside
    /// it is refused when read, and never written.
    public static let fpsRange: ClosedRange<Double> = 1...240

    /// The largest golden file read (1 GiB).
    static let maximumFileBytes = 1 << 30

    /// The name of frame `index`.
    public static func frameName(_ index: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
    }

    /// Writes an animation golden, replacing the old folder only once the new one is complete: the frames are
    /// written into a staging folder `.NAME.animation.PID-UUID.tmp` beside it, which is then exchanged with the old
    /// golden in one step (`renameat2` with `RENAME_EXCHANGE`), so a run killed at any moment leaves the whole old
    /// golden or the whole new one. Staging folders of dead runs are removed by the next run
    /// (``removeStaleStaging(in:)``).
    ///
    /// - Parameters:
    ///   - animation: the frames.
    ///   - folder: the golden folder (replaced only when it is a real folder, never through a link).
    ///   - base: the folder the user named (the spec's folder or `--goldens`), below which no link is followed.
    /// - Throws: `AtomicFileError` naming the path when it cannot be written or something that is not a golden
    ///   folder is in the way.
    public static func write(_ animation: RenderedAnimation, to folder: URL, below base: URL? = nil) throws {
        let manager = FileManager.default
        // What the reader refuses is never written (a golden that could not be verified).
        guard fpsRange.contains(animation.fps), animation.frames.count <= maximumFrames else {
            throw AtomicFileError(
                path: SnapshotSuite.displayName(of: folder),
                reason: "not written: an animation golden holds \(format(fpsRange.lowerBound)) to "
                    + "\(format(fpsRange.upperBound)) frames per second and at most \(maximumFrames) frames, got "
                    + "\(format(animation.fps)) fps and \(animation.frames.count) frames")
        }
        do {
            try DerivedFile.checkReplaceableFolder(folder, below: base)
        } catch {
            throw AtomicFileError(path: SnapshotSuite.displayName(of: folder), reason: "not replaced: \(error.description)")
        }
        let staging = TemporaryOutput.name(for: folder)
        TemporaryOutput.register(staging.path)
        defer { TemporaryOutput.unregister(staging.path) }
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (index, frame) in animation.frames.enumerated() {
                try frame.encodedAsGolden().write(to: staging.appendingPathComponent(frameName(index)))
            }
            let manifest = #"{ "fps": \#(format(animation.fps)), "frameCount": \#(animation.frames.count) }"# + "\n"
            try Data(manifest.utf8).write(to: staging.appendingPathComponent("manifest.json"))
            try GoldenStaging.replace(folder, with: staging)
        } catch {
            try? manager.removeItem(at: staging)
            throw AtomicFileError(path: folder.path, reason: String(describing: error))
        }
    }

    /// Removes what killed runs left in a golden folder: staging folders of animation goldens and temporary golden
    /// files of dead processes (`.NAME.PID-UUID.tmp`, and the `.NAME.UUID.tmp` of older versions), real folders
    /// and regular files only; an older version's `.NAME.animation.UUID.old` is put back when its golden is gone
    /// (it was killed between its two renames), else removed.
    public static func removeStaleStaging(in folder: URL) {
        GoldenStaging.removeStale(in: folder)
    }

    /// Reads an animation golden's manifest (its frames are decoded by ``Contents/frame(_:)``).
    ///
    /// The manifest is read like a spec: `fps` a number in ``fpsRange`` (compared, never converted), `frameCount` an integer from 0 to
    /// ``maximumFrames``; the folder must be a real folder and the manifest a regular file.
    ///
    /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` naming the file and the JSON path.
    public static func read(from folder: URL) throws -> Contents {
        let manifestURL = folder.appendingPathComponent("manifest.json")
        func fail(_ reason: String) -> SnapshotError { .unreadableGolden(path: manifestURL.path, reason: reason) }
        do {
            try DerivedFile.checkFolders(of: folder, below: GoldenLocation.userFolder(of: folder))
        } catch {
            throw SnapshotError.unreadableGolden(path: folder.path, reason: error.reason(about: folder))
        }
        switch DerivedFile.kind(of: folder) {
        case .folder: break
        case .absent: throw fail("no such file")
        case let kind:
            throw SnapshotError.unreadableGolden(
                path: folder.path, reason: kind == .link ? "is a symbolic link: an animation golden must be a folder ListPreview wrote" : "is not a folder")
        }
        let data: Data
        do {
            data = try DerivedFile.read(manifestURL, limit: 1 << 20)
        } catch {
            throw fail(error.reason)
        }
        do throws(JSONFieldError) {
            let manifest = try JSONFields.root(of: data)
            return Contents(
                fps: try manifest.number("fps", in: fpsRange),
                frameCount: try manifest.integer("frameCount", in: 0...maximumFrames), folder: folder)
        } catch {
            throw fail(error.description)
        }
    }

    /// Removes what ``write(_:to:)`` puts in a folder (its frames and manifest), then the folder once empty: never
    /// a file it does not name, never through a symbolic link.
    static func removeFrames(in folder: URL) {
        guard DerivedFile.kind(of: folder) == .folder else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name == "manifest.json" || (name.hasPrefix("frame-") && name.hasSuffix(".png")) {
            let file = folder.appendingPathComponent(name)
            if DerivedFile.kind(of: file) == .regular { try? FileManager.default.removeItem(at: file) }
        }
        _ = rmdir(folder.path)
    }

    /// `30`, `29.97`.
    static func format(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }
}
