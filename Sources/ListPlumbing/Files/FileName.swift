/// File names ListPreview derives (temporary files, staging folders, artifacts, goldens of long spec names) are
/// kept within the 255 bytes a Linux file system allows, so a legal long spec name never fails because of a name
/// derived from it.
///
/// ```swift
/// FileName.fitting("feed.png", reserving: 53)                // "feed.png"
/// FileName.fitting(String(repeating: "é", count: 120) + ".png", reserving: 53)
///                                                            // 92 "é", then "~" and 16 hex digits of the name's hash
/// ```
package enum FileName {
    /// The most bytes in one file name (`NAME_MAX`).
    package static let maximumBytes = 255

    /// `name` when it and `reserved` more bytes fit in ``maximumBytes``; otherwise its longest prefix (whole
    /// characters) that leaves room, then `~` and 16 hexadecimal digits of a stable hash of the whole name, so two
    /// long names that share a prefix stay apart and the same name always gives the same result.
    package static func fitting(_ name: String, reserving reserved: Int = 0) -> String {
        let budget = maximumBytes - reserved
        guard name.utf8.count > budget else { return name }
        let suffix = "~" + hexadecimal(hash(name))
        var prefix = ""
        var bytes = 0
        for character in name {
            let size = character.utf8.count
            guard bytes + size <= budget - suffix.utf8.count else { break }
            prefix.append(character)
            bytes += size
        }
        return prefix + suffix
    }

    /// FNV-1a over the UTF-8 bytes: the same on every run and machine (Swift's `Hasher` is seeded per process).
    static func hash(_ name: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return value
    }

    private static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
