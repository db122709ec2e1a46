import Foundation

/// A font file of ListPreview's fallback chain, pinned by its SHA-256: the file Debian's package installs, checked
/// before it draws anything, so that a golden never silently changes with another version of a font.
///
/// The chain covers what the bundled DejaVu Sans does not (or not well): Arabic, Hebrew, Devanagari, Thai, Chinese,
/// Japanese, Korean and colour emoji. `scripts/setup.sh` installs the packages.
///
/// ```swift
/// PinnedFont.fallbackChain.map(\.fileName) // ["NotoSansArabic-Regular.ttf", …, "NotoColorEmoji.ttf"]
/// ```
public struct PinnedFont: Sendable, Hashable {
    /// The file's name, such as `NotoSansArabic-Regular.ttf`.
    public var fileName: String
    /// The folder Debian installs it in.
    public var folder: String
    /// The SHA-256 of the file, lowercase hex.
    public var sha256: String
    /// The Debian package and version that installs it.
    public var package: String

    /// Describes a pinned file.
    ///
    /// - Parameters:
    ///   - fileName: the file's name.
    ///   - folder: the folder Debian installs it in.
    ///   - sha256: its SHA-256, lowercase hex.
    ///   - package: the Debian package and version that installs it.
    public init(fileName: String, folder: String, sha256: String, package: String) {
        self.fileName = fileName
        self.folder = folder
        self.sha256 = sha256
        self.package = package
    }

    /// The full path on Debian.
    public var path: String { folder + "/" + fileName }

    static let notoTrueType = "/usr/share/fonts/truetype/noto"
    static let notoOpenType = "/usr/share/fonts/opentype/noto"
    static let core = "fonts-noto-core 20201225-1"
    static let cjk = "fonts-noto-cjk 1:20220127+repack1-1"
    static let emoji = "fonts-noto-color-emoji 2.042-0+deb12u1"

    /// The fallback fonts, in the order they are tried after the primary face.
    public static let fallbackChain: [PinnedFont] = [
        PinnedFont(
            fileName: "NotoSansArabic-Regular.ttf", folder: notoTrueType,
            sha256: "504d7407d86875acf7d04dfaa0fd7524d0b8797723bc4aa18022f29db25b0b6e", package: core),
        PinnedFont(
            fileName: "NotoSansArabic-Bold.ttf", folder: notoTrueType,
            sha256: "ded6fc7359ca36d15d7aab9ef0c066e21ce48b26a069994d6602fa2cb9a1b952", package: core),
        PinnedFont(
            fileName: "NotoSansHebrew-Regular.ttf", folder: notoTrueType,
            sha256: "436900d5ad77d33e4234247f3076eaecd25b92b9bea0519514f684140e3566a7", package: core),
        PinnedFont(
            fileName: "NotoSansHebrew-Bold.ttf", folder: notoTrueType,
            sha256: "d3b01343f71e8a93fffb84c345a1aecbaf4694b98d0eaace916cb9eac9e6dcd3", package: core),
        PinnedFont(
            fileName: "NotoSansDevanagari-Regular.ttf", folder: notoTrueType,
            sha256: "79a470365ccb210fa3c7d8d8ff2e005ef9d983cfd067f735a0caf7e15070ca9f", package: core),
        PinnedFont(
            fileName: "NotoSansDevanagari-Bold.ttf", folder: notoTrueType,
            sha256: "77ad688cfe1dc55185bf4edb4db3c614202c65dd23a1463ad0e23fc52bcc9a5c", package: core),
        PinnedFont(
            fileName: "NotoSansThai-Regular.ttf", folder: notoTrueType,
            sha256: "dfbd5ed0f1e68c3cbc51aa08f646d1ab0e68e7c4ceab70a69e465225ff701f93", package: core),
        PinnedFont(
            fileName: "NotoSansThai-Bold.ttf", folder: notoTrueType,
            sha256: "97bbc8ea98328325285f2f552228c7aac1db39d8f38f0096a61ba7df1f1f780e", package: core),
        PinnedFont(
            fileName: "NotoSansCJK-Regular.ttc", folder: notoOpenType,
            sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a", package: cjk),
        PinnedFont(
            fileName: "NotoSansCJK-Bold.ttc", folder: notoOpenType,
            sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb", package: cjk),
        PinnedFont(
            fileName: "NotoColorEmoji.ttf", folder: notoTrueType,
            sha256: "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec", package: emoji),
    ]

    /// The bundled faces, pinned the same way (they ship with the package).
    public static let bundled: [PinnedFont] = [
        PinnedFont(
            fileName: "DejaVuSans.ttf", folder: "",
            sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322", package: "bundled DejaVu Sans 2.37"),
        PinnedFont(
            fileName: "DejaVuSans-Bold.ttf", folder: "",
            sha256: "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96",
            package: "bundled DejaVu Sans 2.37"),
    ]

    /// The font families after the primary one, in fallback order, for text in `language` (a BCP 47 tag): the
    /// Chinese, Japanese and Korean faces of Noto Sans CJK are ordered so that Han characters take the forms of the
    /// language (`ja` Japanese, `zh-Hant`/`zh-TW` traditional Chinese, `zh-HK` Hong Kong, `ko` Korean, other `zh`
    /// simplified Chinese; Japanese for every other language).
    ///
    /// - Parameter language: the locale's language tag.
    /// - Returns: family names.
    public static func fallbackFamilies(for language: String) -> [String] {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let cjkFirst: String
        if tag.hasPrefix("ko") {
            cjkFirst = "KR"
        } else if tag.hasPrefix("zh") {
            if tag.contains("hk") || tag.contains("mo") {
                cjkFirst = "HK"
            } else if tag.contains("hant") || tag.contains("tw") {
                cjkFirst = "TC"
            } else {
                cjkFirst = "SC"
            }
        } else {
            cjkFirst = "JP"
        }
        let cjk = [cjkFirst] + ["JP", "SC", "TC", "HK", "KR"].filter { $0 != cjkFirst }
        return ["Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai"]
            + cjk.map { "Noto Sans CJK \($0)" } + ["Noto Color Emoji"]
    }
}
