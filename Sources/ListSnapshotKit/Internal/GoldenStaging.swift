import Foundation
import ListCore
import ListPlumbing

/// How an animation golden folder is replaced whole, and how the leftovers of killed runs are cleaned up.
enum GoldenStaging {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2` (Swift's Glibc module does not export it), or `nil` on a C library without it.
    private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map {
        unsafeBitCast($0, to: RenameAt2.self)
    }

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 2

    /// Puts the finished `staging` folder at `folder`. An existing golden is exchanged with it in one step and the
    /// old frames (now in `staging`) removed; where the file system cannot exchange, the old golden is moved aside
    /// first (a run killed between the two renames leaves it as `….old`, which ``removeStale(in:)`` puts back).
    static func replace(_ folder: URL, with staging: URL) throws {
        let manager = FileManager.default
        guard DerivedFile.kind(of: folder) == .folder else {
            try manager.moveItem(at: staging, to: folder)
            return
        }
        if let renameat2, renameat2(AT_FDCWD, staging.path, AT_FDCWD, folder.path, renameExchange) == 0 {
            try? manager.removeItem(at: staging)
            return
        }
        let old = folder.deletingLastPathComponent().appendingPathComponent(
            "." + FileName.fitting(folder.lastPathComponent, reserving: 42) + "." + UUID().uuidString + ".old")
        try manager.moveItem(at: folder, to: old)
        try manager.moveItem(at: staging, to: folder)
        try? manager.removeItem(at: old)
    }

    /// See ``AnimationGolden/removeStaleStaging(in:)``.
    static func removeStale(in folder: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries where entry.hasPrefix(".") && (entry.hasSuffix(".tmp") || entry.hasSuffix(".old")) {
            let parts = entry.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 2 else { continue }
            let name = parts.dropLast().joined(separator: ".")
            guard GoldenLocation.isGoldenName(name) else { continue }
            let url = folder.appendingPathComponent(entry)
            let kind = DerivedFile.kind(of: url)
            guard kind == .folder || kind == .regular else { continue }
            if entry.hasSuffix(".old") {
                guard UUID(uuidString: String(parts.last!)) != nil, kind == .folder else { continue }
                let golden = folder.appendingPathComponent(name)
                if DerivedFile.kind(of: golden) == .absent, GoldenPruner.animationFiles(in: url) != nil {
                    _ = rename(url.path, golden.path)
                } else {
                    AnimationGolden.removeFrames(in: url)
                }
            } else if TemporaryOutput.isStale(entry, for: name) {
                // A staging folder loses only its frames and manifest (then goes when empty): never a file of the user's.
                if kind == .folder { AnimationGolden.removeFrames(in: url) } else { _ = unlink(url.path) }
            }
        }
    }
}
