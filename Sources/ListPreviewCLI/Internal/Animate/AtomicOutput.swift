import Foundation
import ListPlumbing
import ListPreview

/// Writes `animate`'s output without ever destroying what it did not create.
///
/// A file goes through ``AtomicFile`` (temporary file + rename; symbolic links followed; FIFOs and devices streamed
/// into). A folder of frames is written under a temporary name and renamed into place when it is new (or empty);
/// an existing folder is written into only when every name written there is ours — a folder an earlier `animate`
/// wrote, recognised by its `manifest.json` — or, with `--force`, when none of the names written exists yet. Files
/// that are not ours are never replaced or removed; old frames listed by the previous manifest that the new run
/// does not write again are removed.
enum AtomicOutput {
    /// Writes a file: `body` writes it at the temporary path it is given.
    ///
    /// - Throws: ``InputError`` naming the path when it cannot be written; `body`'s errors otherwise.
    static func writeFile(to url: URL, _ body: (URL) async throws -> Void) async throws {
        do {
            try await AtomicFile.write(to: url, body)
        } catch let error as AtomicFileError {
            throw InputError(error.description)
        }
    }

    /// Writes a folder of frames: `body` writes `names` (and nothing else) into the empty folder it is given.
    ///
    /// - Parameters:
    ///   - url: the destination folder.
    ///   - names: every file name `body` writes.
    ///   - force: write into an existing folder that is not ours, beside its files.
    ///   - body: writes the files.
    /// - Throws: ``InputError`` naming the path when the folder may not or cannot be written.
    static func writeFolder(
        to url: URL, names: [String], force: Bool, _ body: (URL) async throws -> Void
    ) async throws {
        let path = url.relativePath
        var info = stat()
        if lstat(url.path, &info) != 0 {
            guard errno == ENOENT else { throw InputError("cannot write \(path): \(String(cString: strerror(errno)))") }
            try await writeNewFolder(url, body)
            return
        }
        var target = stat()
        guard stat(url.path, &target) == 0 else {
            throw InputError("cannot write \(path): it is a symbolic link to a missing folder")
        }
        guard (target.st_mode & S_IFMT) == S_IFDIR else {
            throw InputError(
                "cannot write \(path): it exists and is not a folder (frames are written into a folder; "
                    + "give .png with --apng or --strip, or .webp, for one file)")
        }
        try check(url, names: names, force: force)
        try await writeInto(url, body)
    }

    // MARK: A new folder

    private static func writeNewFolder(_ url: URL, _ body: (URL) async throws -> Void) async throws {
        let manager = FileManager.default
        let parent = url.deletingLastPathComponent()
        let temporary = TemporaryOutput.name(for: url)
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            TemporaryOutput.removeStale(named: url.lastPathComponent, in: parent)
            TemporaryOutput.register(temporary.path)
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            TemporaryOutput.unregister(temporary.path)
            throw InputError("cannot write \(url.relativePath): \(describe(error))")
        }
        defer { TemporaryOutput.unregister(temporary.path) }
        do {
            try await body(temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw InputError("cannot write \(url.relativePath): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw wrap(error, url)
        }
    }

    // MARK: An existing folder

    /// Refuses a folder where writing `names` would replace or mix with files that are not ours.
    static func check(_ url: URL, names: [String], force: Bool) throws {
        let path = url.relativePath
        let temporaryName = "frames"
        TemporaryOutput.removeStale(named: temporaryName, in: url)
        let entries: Set<String>
        do {
            entries = Set(try FileManager.default.contentsOfDirectory(atPath: url.path))
        } catch {
            throw InputError("cannot write \(path): \(describe(error))")
        }
        if entries.isEmpty { return }
        let ours = ownedNames(in: url)
        if ours == nil && !force {
            throw InputError(
                "\(path): the folder is not empty and was not written by animate (no manifest.json of ours): "
                    + "refusing to write into it. Choose a new or empty folder, or pass --force to write the frames "
                    + "beside its files (a file that animate did not write is never replaced)")
        }
        let clashes = Set(names).intersection(entries).subtracting(ours ?? [])
        if let first = clashes.sorted().first {
            throw InputError(
                "\(path): \(first) exists and was not written by animate (not listed in its manifest.json): "
                    + "refusing to replace it")
        }
    }

    /// The names an earlier `animate` wrote in `folder`, from its manifest; `nil` when there is none of ours.
    static func ownedNames(in folder: URL) -> Set<String>? {
        guard let data = try? InputFile.read(folder.appendingPathComponent("manifest.json").path, limit: 64 << 20),
            let manifest = try? JSONDecoder().decode(AnimationManifest.self, from: data)
        else { return nil }
        // Only plain frame names: a manifest never makes us touch anything else.
        let frames = manifest.frames.map(\.file).filter { name in
            name.hasPrefix("frame-") && name.hasSuffix(".png") && !name.contains("/")
        }
        return Set(frames + ["manifest.json"])
    }

    /// Writes into an existing folder: the files are made in a temporary folder inside it, then renamed in one by
    /// one (the manifest last); old frames of ours that were not written again are removed.
    private static func writeInto(_ url: URL, _ body: (URL) async throws -> Void) async throws {
        let manager = FileManager.default
        let previous = ownedNames(in: url) ?? []
        let temporary = TemporaryOutput.name(for: url.appendingPathComponent("frames"))
        TemporaryOutput.register(temporary.path)
        defer {
            try? manager.removeItem(at: temporary)
            TemporaryOutput.unregister(temporary.path)
        }
        do {
            try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            try await body(temporary)
            let written = try manager.contentsOfDirectory(atPath: temporary.path)
                .sorted { ($0 == "manifest.json" ? 1 : 0, $0) < ($1 == "manifest.json" ? 1 : 0, $1) }
            for name in written {
                let destination = url.appendingPathComponent(name)
                guard rename(temporary.appendingPathComponent(name).path, destination.path) == 0 else {
                    throw InputError("cannot write \(destination.relativePath): \(String(cString: strerror(errno)))")
                }
            }
            for name in previous.subtracting(written).sorted() {
                try? manager.removeItem(at: url.appendingPathComponent(name))
            }
        } catch {
            throw wrap(error, url)
        }
    }

    // MARK: Errors

    private static func wrap(_ error: any Error, _ url: URL) -> any Error {
        if error is InputError { return error }
        if let error = error as? AtomicFileError { return InputError(error.description) }
        return InputError("cannot write \(url.relativePath): \(describe(error))")
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return String(describing: error)
    }
}
