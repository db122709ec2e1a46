import Foundation
import ListAnimationKit

/// The `manifest.json` written beside numbered frames: how they were made and when each one shows.
///
/// ```json
/// { "fps": 30, "duration": 0.3, "curve": "ease-in-out", "pause": 0.6, "scale": 2,
///   "width": 780, "height": 1688, "updates": 1, "frameCount": 10,
///   "frames": [ { "file": "frame-0000.png", "index": 0, "update": 0, "time": 0, "progress": 0,
///                 "sequenceTime": 0, "displayDuration": 0.633 } ] }
/// ```
public struct AnimationManifest: Codable, Sendable, Equatable {
    /// One frame's file and timing: the timeline's frame (``ListAnimationTimeline/Frame``) and the file it is in,
    /// written as one flat object (`{ "file": …, "index": …, "update": …, "time": …, … }`).
    @dynamicMemberLookup
    public struct Frame: Codable, Sendable, Equatable {
        /// The file name in the folder.
        public var file: String
        /// When it shows: its index, update, time, progress, sequence time and display duration.
        public var timing: ListAnimationTimeline.Frame

        /// A frame of a timeline, in a file.
        public init(file: String, timing: ListAnimationTimeline.Frame) {
            self.file = file
            self.timing = timing
        }

        /// The timing's fields, read as the frame's own (`frame.update`, `frame.progress`).
        public subscript<Value>(dynamicMember keyPath: KeyPath<ListAnimationTimeline.Frame, Value>) -> Value {
            timing[keyPath: keyPath]
        }

        private enum CodingKeys: String, CodingKey {
            case file
        }

        /// Reads the flat object: `file` beside the timing's fields.
        public init(from decoder: any Decoder) throws {
            file = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .file)
            timing = try ListAnimationTimeline.Frame(from: decoder)
        }

        /// Writes the flat object: `file` beside the timing's fields.
        public func encode(to encoder: any Encoder) throws {
            try timing.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
        }
    }

    /// Frames per second.
    public var fps: Double
    /// Seconds per transition.
    public var duration: Double
    /// The timing curve, as named on the command line.
    public var curve: String
    /// Seconds the resting states are held.
    public var pause: Double
    /// Pixels per point.
    public var scale: Double
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// The number of updates animated.
    public var updates: Int
    /// The number of frames.
    public var frameCount: Int
    /// Every frame.
    public var frames: [Frame]

    /// The manifest of a timeline.
    ///
    /// - Parameters:
    ///   - timeline: the frames.
    ///   - curveName: the curve's name.
    ///   - scale: pixels per point.
    ///   - pixelSize: the frame size in pixels.
    ///   - updates: the number of updates.
    public init(
        timeline: ListAnimationTimeline, curveName: String, scale: Double, pixelSize: (width: Int, height: Int),
        updates: Int
    ) {
        fps = timeline.timing.fps
        duration = timeline.timing.duration
        curve = curveName
        pause = timeline.timing.pause
        self.scale = scale
        width = pixelSize.width
        height = pixelSize.height
        self.updates = updates
        frameCount = timeline.frames.count
        frames = timeline.frames.map { Frame(file: Self.fileName($0.index), timing: $0) }
    }

    /// `frame-0000.png`, `frame-0001.png`, …
    ///
    /// - Parameter index: the frame's index.
    /// - Returns: its file name.
    public static func fileName(_ index: Int) -> String {
        "frame-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + "\(index).png"
    }
}
