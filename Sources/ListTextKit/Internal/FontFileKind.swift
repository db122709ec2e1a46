import Foundation

/// What is at a font path, found with `stat` (a link is followed: font paths are named by the user, a `--font`
/// file or the `LISTPREVIEW_FONT_DIR` folder) and never by opening it: opening a FIFO blocks until a writer comes,
/// and a device reads without end, so only a regular file is ever handed to FreeType or fontconfig.
enum FontFileKind: Equatable {
    case absent, regular, folder
    /// A FIFO, socket or device.
    case special

    init(atPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .absent
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        default: self = .special
        }
    }

    /// Why a font file of this kind is refused (`nil` for a regular file).
    var refusal: String? {
        switch self {
        case .absent: "no such file"
        case .regular: nil
        case .folder: "is a folder, not a font file"
        case .special: "is a FIFO, socket or device, not a font file (refused without opening it)"
        }
    }
}
