import Foundation
import ListTextModel

/// The names `UIFont(name:size:)` resolves: families registered from font files (an app's bundled fonts, and
/// DejaVu Sans, the face ListPreview drew before the system font), by PostScript name and by family; any other
/// name by the weight and style it spells, in the system font.
enum ListFontNames {
    private static let lock = NSLock()
    /// Registered faces by family (normalised), in registration order. Only looked up, never iterated.
    nonisolated(unsafe) private static var families: [String: (name: String, faces: [FontFace])] = [:]
    /// Family (normalised) by PostScript name (normalised).
    nonisolated(unsafe) private static var postScriptNames: [String: String] = [:]
    nonisolated(unsafe) private static var bundledRegistered = false
    nonisolated(unsafe) private static var registrations = 0

    /// How many faces were registered so far (a layout pass that measured text before a registration measures again).
    static var registrationCount: Int {
        lock.withLock { registrations }
    }

    /// A name compared without case, spaces, hyphens or underscores.
    static func normalised(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// Registers the faces of a font file under their family and PostScript names.
    static func register(_ face: FontFace) {
        lock.withLock { registerLocked(face) }
    }

    private static func registerLocked(_ face: FontFace) {
        registrations += 1
        let family = normalised(face.familyName)
        var entry = families[family] ?? (name: face.familyName, faces: [])
        if !entry.faces.contains(where: { $0 === face }) { entry.faces.append(face) }
        families[family] = entry
        if !face.postScriptName.isEmpty { postScriptNames[normalised(face.postScriptName)] = family }
    }

    /// DejaVu Sans is always there by name.
    private static func registerBundledLocked() {
        guard !bundledRegistered else { return }
        bundledRegistered = true
        if let bundled = try? FontSet.bundled() {
            registerLocked(bundled.regular)
            registerLocked(bundled.bold)
        }
    }

    /// The family, weight and slant a font name asks for: a registered face's own, or the weight and style
    /// words of the name (`-Bold`, `-Semibold`, `-Heavy`, `-LightItalic`…) with the system font (`family` nil).
    static func resolve(_ fontName: String) -> (family: String?, weight: ListFont.Weight, isItalic: Bool) {
        let key = normalised(fontName)
        let registered: (String, FontFace?)? = lock.withLock {
            registerBundledLocked()
            if let family = postScriptNames[key], let entry = families[family] {
                return (family, entry.faces.first { normalised($0.postScriptName) == key })
            }
            let familyPart = normalised(String(fontName.split(separator: "-").first ?? ""))
            if families[key] != nil { return (key, nil) }
            if families[familyPart] != nil { return (familyPart, nil) }
            return nil
        }
        let spelled = style(of: fontName)
        if let (family, face) = registered {
            guard let face else { return (family, spelled.weight, spelled.isItalic) }
            return (family, weight(ofOpenType: face.weight), face.isItalic)
        }
        return (nil, spelled.weight, spelled.isItalic)
    }

    /// The faces of a registered family, as a font set.
    static func fontSet(family: String) -> FontSet? {
        lock.withLock {
            guard let entry = families[family] else { return nil }
            return FontSet(family: entry.faces[0].familyName, faces: entry.faces)
        }
    }

    /// The weight and slant words of a font name (the part after the family's hyphen when there is one).
    static func style(of fontName: String) -> (weight: ListFont.Weight, isItalic: Bool) {
        let parts = fontName.split(separator: "-", maxSplits: 1)
        let words = normalised(String(parts.count == 2 ? parts[1] : parts.first ?? ""))
        let italic = words.contains("italic") || words.contains("oblique")
        let table: [(String, ListFont.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("hairline", .ultraLight), ("thin", .thin),
            ("light", .light), ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
            ("demi", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy),
            ("black", .black), ("bold", .bold),
        ]
        let weight = table.first { words.contains($0.0) }?.1 ?? .regular
        return (weight, italic)
    }

    /// UIKit's weight of an OpenType weight.
    static func weight(ofOpenType weight: Int) -> ListFont.Weight {
        let table: [(Int, ListFont.Weight)] = [
            (100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium), (600, .semibold),
            (700, .bold), (800, .heavy), (900, .black),
        ]
        return table.min { abs($0.0 - weight) < abs($1.0 - weight) }!.1
    }
}
