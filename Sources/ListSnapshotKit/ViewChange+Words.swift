import Foundation

extension ViewChange {
    /// The changes in words, element by element:
    /// ``cell 0·2: label `title` 2 → 3 lines; image `avatar` moved right 8 pt``. A subview that moved with its parent (the same offset) is not repeated; a label whose line count
    /// changed does not repeat the height that came with it. Empty when nothing changed.
    ///
    /// ```swift
    /// ViewChange.summary(of: changes)   // "cell 0·1: label `title` 2 → 3 lines; label `caption` moved down 17 pt"
    /// ```
    ///
    /// - Parameter changes: from ``changes(from:to:)``.
    /// - Returns: the sentence, or `""`.
    public static func summary(of changes: [ViewChange]) -> String {
        var order: [String] = []
        var phrases: [String: [String]] = [:]
        var elementChanges: [String: [ViewChange]] = [:]
        for change in changes {
            if elementChanges[change.elementName] == nil { order.append(change.elementName) }
            elementChanges[change.elementName, default: []].append(change)
        }
        for element in order {
            let group = elementChanges[element] ?? []
            var moved: [String: (dx: Double, dy: Double)] = [:]
            for change in group {
                guard let before = change.before, let after = change.after else { continue }
                moved[after.path] = (after.frame[0] - before.frame[0], after.frame[1] - before.frame[1])
            }
            phrases[element] = group.compactMap { $0.phrase(parentMoves: moved) }
        }
        return order.compactMap { element in
            guard let list = phrases[element], !list.isEmpty else { return nil }
            return "\(element): " + list.joined(separator: "; ")
        }.joined(separator: "; ")
    }

    /// ``label `title` 2 → 3 lines, width 100 → 120``, or `nil` when only the parent's move moved it.
    private func phrase(parentMoves: [String: (dx: Double, dy: Double)]) -> String? {
        guard let before, let after else {
            return (after ?? before).map { "\($0.name) " + (before == nil ? "appeared" : "disappeared") }
        }
        var parts: [String] = []
        if before.type != after.type { parts.append("is now a \(after.type)") }
        let linesChanged = before.lines != nil && after.lines != nil && before.lines != after.lines
        if linesChanged, let was = before.lines, let now = after.lines {
            parts.append("\(was) → \(now) line" + (now == 1 ? "" : "s"))
        }
        if before.text != after.text, let was = before.text, let now = after.text {
            // A long shared beginning is elided, so that the words show where the texts differ.
            let shared = zip(was, now).prefix { $0 == $1 }.count
            let skip = shared > 12 ? shared - 6 : 0
            parts.append("text \(Self.quoted(was, from: skip)) → \(Self.quoted(now, from: skip))")
        }
        if before.image != after.image { parts.append("image \(before.image ?? "none") → \(after.image ?? "none")") }
        if before.frame[2] != after.frame[2] {
            parts.append("width \(LayoutChange.number(before.frame[2])) → \(LayoutChange.number(after.frame[2]))")
        }
        if before.frame[3] != after.frame[3] && !linesChanged {
            parts.append("height \(LayoutChange.number(before.frame[3])) → \(LayoutChange.number(after.frame[3]))")
        }
        let dx = after.frame[0] - before.frame[0]
        let dy = after.frame[1] - before.frame[1]
        let parent = after.parentPath.flatMap { parentMoves[$0] }
        if let move = LayoutChange.movement(dx: dx, dy: dy), parent.map({ $0.dx != dx || $0.dy != dy }) ?? true {
            parts.append(move)
        }
        return parts.isEmpty ? nil : after.name + " " + parts.joined(separator: ", ")
    }

    /// `“Ann”`, from its `skip`th character (then starting with `…`), shortened to 24 characters with `…`.
    private static func quoted(_ text: String, from skip: Int) -> String {
        let line = (skip > 0 ? "…" : "") + text.dropFirst(skip).replacingOccurrences(of: "\n", with: " ")
        return "“" + (line.count > 24 ? line.prefix(23) + "…" : line) + "”"
    }
}
