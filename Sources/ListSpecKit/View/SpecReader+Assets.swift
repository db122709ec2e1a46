import Foundation

extension SpecReader {
    /// Reads `"assets"` (a folder inside the spec's folder) and sets where image names are looked up: that folder,
    /// then the spec's own folder (then `LISTPREVIEW_ASSETS`, added by the image store).
    mutating func readAssets(_ fields: [String: SpecNode]) {
        imageFolders = [baseFolder]
        guard let folder = string(fields, "assets", at: "") else { return }
        let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        guard !folder.isEmpty, !folder.hasPrefix("/"), !parts.contains("..") else {
            fail("assets", "must be a folder inside the spec's folder (relative, without ..), got \"\(folder)\"")
            return
        }
        let path = baseFolder == "." ? folder : (baseFolder as NSString).appendingPathComponent(folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            fail("assets", "no folder \(path)")
            return
        }
        imageFolders = [path, baseFolder]
    }
}
