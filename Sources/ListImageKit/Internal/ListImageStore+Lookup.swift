import Foundation
import ListCore
import ListPlumbing

extension ListImageStore {
    /// A file name to try for a name, and the scale its suffix gives.
    struct Candidate: Hashable {
        var file: String
        var scale: Double
    }

    /// The files a name may be, in the order they are tried: for each extension (the name's own, else `png`, `jpg`,
    /// `jpeg`, `webp`), the `@Nx` of the screen scale first (no suffix for 1), then `@3x`, `@2x` and no suffix.
    static func candidates(for name: String, scale: Double) -> [Candidate] {
        let ownExtension = (name as NSString).pathExtension.lowercased()
        let hasOwn = ListImageFormat.fileExtensions.contains(ownExtension)
        let stem = hasOwn ? String(name.dropLast(ownExtension.count + 1)) : name
        let extensions = hasOwn ? [String((name as NSString).pathExtension)] : ListImageFormat.fileExtensions
        // Clamped as a Double first: a finite scale beyond Int (1e300) must not trap in the conversion.
        let preferred = Int(min(3, max(1, scale.isFinite ? scale.rounded(.up) : 1)))
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        var result: [Candidate] = []
        for fileExtension in extensions {
            for suffix in scales {
                let file = suffix == 1 ? "\(stem).\(fileExtension)" : "\(stem)@\(suffix)x.\(fileExtension)"
                result.append(Candidate(file: file, scale: Double(suffix)))
            }
        }
        return result
    }

    /// The `2` of `name@2x.png`, or `nil`.
    static func scaleSuffix(of path: String) -> Double? {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for suffix in [2, 3] where stem.hasSuffix("@\(suffix)x") { return Double(suffix) }
        return nil
    }

    /// The path of `file` in the asset folder `folder` when something is there, `nil` when nothing is: the one
    /// confinement check of paths from data (``DataPath``) refuses a symbolic link on the way below the folder, and
    /// what is found must be a regular file, not a link (also a dangling one), a FIFO, a device or a folder.
    ///
    /// - Throws: ``ListImageError`` naming the file and why it is refused.
    static func file(_ file: String, in folder: String) throws(ListImageError) -> String? {
        let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
        let url: URL
        switch DataPath.resolve(file, in: URL(fileURLWithPath: folder)) {
        case .success(let resolved): url = resolved
        case .failure(let error):
            throw ListImageError(
                path: path,
                reason: "\(error.reason) below the asset folder \(folder): an image found by name is never read "
                    + "through a link")
        }
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        if let refusal = ListImageFile.refusal(mode: info.st_mode) { throw ListImageError(path: path, reason: refusal) }
        return path
    }
}
