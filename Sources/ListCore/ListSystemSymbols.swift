import Foundation

/// The SF Symbols ListPreview draws: each name apps use most, mapped to the closest glyph of Material Icons (the
/// pinned icon font), whether it mirrors right-to-left, and why the glyph is close rather than equal where it is
/// (docs/SYMBOLS.md lists them all).
///
/// ```swift
/// ListSystemSymbols.symbol(named: "heart.fill")?.materialName   // "favorite"
/// ListSystemSymbols.symbol(named: "chevron.backward")?.mirrorsRightToLeft // true
/// ListSystemSymbols.symbol(named: "no.such.symbol")              // nil: drawn as a marked placeholder
/// ```
public enum ListSystemSymbols {
    /// One symbol of the table.
    public struct Symbol: Sendable, Hashable {
        /// The SF Symbol's name, such as `heart.fill`.
        public var name: String
        /// The Material Icons glyph's name, such as `favorite`.
        public var materialName: String
        /// The glyph's code point in the icon font.
        public var codePoint: UInt32
        /// Whether the symbol is drawn mirrored when the layout direction is right-to-left (as SF Symbols mirrors
        /// `chevron.backward`, not `chevron.left`).
        public var mirrorsRightToLeft: Bool
        /// Why the glyph is close to the symbol rather than equal (empty: the same picture).
        public var note: String
    }

    /// The symbol of a name, `nil` for a name the table does not have.
    ///
    /// - Parameter name: the SF Symbol's name.
    /// - Returns: the symbol.
    /// - Complexity: O(1).
    public static func symbol(named name: String) -> Symbol? {
        symbols[name]
    }

    /// Notes a name asked for that the table does not have: the first time a process meets it, a warning goes to
    /// standard error (the image draws as a marked placeholder, never an error).
    ///
    /// - Parameter name: the SF Symbol's name.
    /// - Returns: whether this was the first time (the warning was written).
    @discardableResult
    public static func warnIfUnknown(_ name: String) -> Bool {
        guard symbols[name] == nil else { return false }
        let isNew = lock.withLock { warned.insert(name).inserted }
        if isNew {
            FileHandle.standardError.write(
                Data("warning: no glyph for SF Symbol \"\(name)\" (docs/SYMBOLS.md): drawn as a placeholder\n".utf8))
        }
        return isNew
    }

    /// The unknown names warned about so far in this process, sorted.
    public static var unknownNames: [String] { lock.withLock { warned.sorted() } }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned: Set<String> = []

    /// Every symbol, sorted by name.
    public static let all: [Symbol] = table.split(separator: "\n").compactMap { line in
        let fields = line.trimmingCharacters(in: .whitespaces).split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 5, let code = UInt32(fields[2], radix: 16) else { return nil }
        return Symbol(
            name: String(fields[0]), materialName: String(fields[1]), codePoint: code,
            mirrorsRightToLeft: fields[3] == "1", note: String(fields[4]))
    }

    /// By name (only looked up, never iterated).
    private static let symbols: [String: Symbol] = Dictionary(all.map { ($0.name, $0) }) { first, _ in first }
}
