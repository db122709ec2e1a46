import Foundation
import ListPreview

/// The animate command's options, checked: each error names the option and what it accepts.
struct AnimateOptions {
    /// What the command writes.
    enum Kind {
        case frames, strip, apng, webp

        var label: String {
            switch self {
            case .frames: "PNG frames + manifest.json"
            case .strip: "strip"
            case .apng: "APNG"
            case .webp: "animated WebP"
            }
        }
    }

    var kind: Kind
    var timing: ListAnimationTiming
    var theme: RenderTheme

    init(command: AnimateCommand) throws {
        guard command.fps.isFinite, command.fps >= 1, command.fps <= 240 else {
            throw InputError("--fps: expected a number of frames per second from 1 to 240, got \(command.fps)")
        }
        guard command.duration.isFinite, command.duration > 0, command.duration <= 10 else {
            throw InputError("--duration: expected seconds greater than 0 and at most 10, got \(command.duration)")
        }
        guard command.pause.isFinite, command.pause >= 0, command.pause <= 10 else {
            throw InputError("--pause: expected seconds from 0 to 10, got \(command.pause)")
        }
        guard (2...60).contains(command.stripFrames) else {
            throw InputError("--strip-frames: expected 2 to 60 frames per update, got \(command.stripFrames)")
        }
        _ = try command.parallel.checked()
        _ = try command.drawing.checkedScale()
        let curve: ListTimingCurve
        do {
            curve = try ListTimingCurve(parsing: command.curve)
        } catch {
            throw InputError("--curve: \(error)")
        }
        timing = ListAnimationTiming(duration: command.duration, curve: curve, fps: command.fps, pause: command.pause)
        theme = try command.drawing.renderTheme()
        kind = try Self.kind(path: command.output, strip: command.strip, apng: command.apng)
    }

    /// Chooses the output from the path's extension and the flags.
    static func kind(path: String, strip: Bool, apng: Bool) throws -> Kind {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if strip && apng { throw InputError("--strip and --apng: choose one") }
        switch ext {
        case "png" where strip: return .strip
        case "png" where apng: return .apng
        case "png":
            throw InputError(
                "\(path): a .png output needs --apng (animated PNG) or --strip (frame strip); "
                    + "for numbered frames give a folder path without an extension")
        case "webp" where !strip && !apng: return .webp
        case "webp": throw InputError("\(path): --strip and --apng write .png files, not .webp")
        case "gif":
            throw InputError("\(path): GIF is not supported (256 colours band the fades): use .webp or .png with --apng")
        case "":
            if strip || apng { throw InputError("\(path): --strip and --apng write a .png file: add the extension") }
            return .frames
        default:
            throw InputError(
                "\(path): unknown output extension \".\(ext)\": expected a folder (no extension), .png with --apng "
                    + "or --strip, or .webp")
        }
    }
}
