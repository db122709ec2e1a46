import Foundation
import ListCore
import ListPlumbing

extension SpecReader {
    /// Reads `"assets"` (a folder inside the spec's folder) and sets where image names are looked up: that folder,
    /// then the spec's own folder (then `LISTPREVIEW_ASSETS`, added by the image store).
    ///
    /// The value is a path from data, confined by `DataPath` as every such path is: relative, without `.`, `..` or
    /// empty parts, no symbolic link on the way or at its end (a linked assets folder would let a spec read images
    /// from anywhere), and it must be a real folder.
    mutating func readAssets(_ fields: SpecFields) {
        imageFolders = [baseFolder]
        guard let folder = string(fields, "assets", at: "") else { return }
        let rule = "must be a folder inside the spec's folder (relative, without `.`, `..` or links)"
        let url: URL
        switch DataPath.resolve(folder, in: URL(fileURLWithPath: baseFolder)) {
        case .success(let resolved): url = resolved
        case .failure(let error):
            fail("assets", "\(error): \(rule)")
            return
        }
        let path = baseFolder == "." ? folder : (baseFolder as NSString).appendingPathComponent(folder)
        switch DerivedFile.kind(of: url) {
        case .folder:
            imageFolders = [path, baseFolder]
        case .absent:
            fail("assets", "no folder \(path)")
        case .regular, .link, .other:
            fail("assets", "\(path) is not a folder: \(rule)")
        }
    }
}
