import Foundation

extension ViewChange {
    /// The changes in words, element by element:
    /// ``cell 0·2: label `title` 2 → 3 lines; image `avatar` moved right 8 pt``. A subview that moved with its parent
    /// (the same offset, or the opposite of its parent's scroll: a nested list's cells when its content offset
    /// changed) is not repeated, nor one that appeared or disappeared with its parent; a label whose line count
    /// changed does not repeat the height that came with it; a subview partly hidden by a view that clips says so
    /// (`(partly hidden)`). Empty when nothing changed.
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
            // How far each changed subview carried its children: its own move less its scroll (a collection view
            // whose content offset grew by 40 carries its cells 40 points the other way).
            var moved: [String: (dx: Double, dy: Double)] = [:]
            for change in group {
                guard let before = change.before, let after = change.after else { continue }
                let was = before.offset ?? [0, 0]
                let now = after.offset ?? [0, 0]
                moved[after.path] = (
                    after.frame[0] - before.frame[0] - (now[0] - was[0]),
                    after.frame[1] - before.frame[1] - (now[1] - was[1]))
            }
            // A subview that appeared (or disappeared) with its parent is not repeated.
            let appeared = Set(group.filter { $0.before == nil }.compactMap { $0.after?.path })
            let disappeared = Set(group.filter { $0.after == nil }.compactMap { $0.before?.path })
            phrases[element] = group.compactMap { change in
                if let after = change.after, change.before == nil, let parent = after.parentPath,
                    appeared.contains(parent)
                {
                    return nil
                }
                if let before = change.before, change.after == nil, let parent = before.parentPath,
                    disappeared.contains(parent)
                {
                    return nil
                }
                return change.phrase(parentMoves: moved)
            }
        }
        return order.compactMap { element in
            guard let list = phrases[element], !list.isEmpty else { return nil }
            return "\(element): " + list.joined(separator: "; ")
        }.joined(separator: "; ")
    }

    /// ``label `title` 2 → 3 lines, width 100 → 120``, or `nil` when only the parent's move moved it.
    private func phrase(parentMoves: [String: (dx: Double, dy: Double)]) -> String? {
        guard let before, let after else {
            guard let after else { return before.map { "\($0.name) disappeared" } }
            return "\(after.name) appeared" + (after.visible == nil ? "" : " (partly hidden)")
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
        if before.offset != after.offset {
            let was = (before.offset ?? [0, 0]).map(LayoutChange.number).joined(separator: ", ")
            let now = (after.offset ?? [0, 0]).map(LayoutChange.number).joined(separator: ", ")
            parts.append((after.type == "collection" ? "content offset " : "bounds origin ") + "\(was) → \(now)")
        }
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
        guard !parts.isEmpty else { return nil }
        return after.name + " " + parts.joined(separator: ", ") + (after.visible == nil ? "" : " (partly hidden)")
    }

    /// `“Ann”`, from its `skip`th character (then starting with `…`), shortened to 24 characters with `…`.
    private static func quoted(_ text: String, from skip: Int) -> String {
        let line = (skip > 0 ? "…" : "") + text.dropFirst(skip).replacingOccurrences(of: "\n", with: " ")
        return "“" + (line.count > 24 ? line.prefix(23) + "…" : line) + "”"
    }
}
