import Foundation

/// What changed in what VoiceOver reads between an accessibility golden's sidecar and the current screen, in
/// words, as `verify` explains a failed accessibility case: ``cell 1·1: label of button `like` removed``,
/// `cell 1·1: button ``share`` no longer read`, `reading order 4 ↔ 5`.
///
/// Elements are matched by their ``SnapshotLayout/AccessibilityEntry/element`` (list element, then identifier or
/// path); order changes are told among the elements read both times, by their numbers in the golden.
///
/// ```swift
/// AccessibilityChange.explanations(from: golden.accessibility ?? [], to: current.accessibility ?? [])
/// // ["cell 1·1: label of button `like` removed", "reading order 4 ↔ 5"]
/// ```
public enum AccessibilityChange {
    /// The most explanations given (then `… and N more`).
    public static let maximumExplanations = 12

    /// The differences, in reading order of the golden then of the current screen.
    ///
    /// - Parameters:
    ///   - old: the golden's entries.
    ///   - new: the current entries.
    /// - Returns: one sentence per difference (empty when VoiceOver reads the same).
    public static func explanations(
        from old: [SnapshotLayout.AccessibilityEntry], to new: [SnapshotLayout.AccessibilityEntry]
    ) -> [String] {
        let oldKeys = keys(old), newKeys = keys(new)
        let newIndex = Dictionary(newKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIndex = Dictionary(oldKeys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var sentences: [String] = []
        for (index, key) in oldKeys.enumerated() {
            let before = old[index]
            guard let match = newIndex[key] else {
                sentences.append("\(place(before)): \(name(before)) no longer read")
                continue
            }
            sentences += propertyChanges(before, new[match])
        }
        for (index, key) in newKeys.enumerated() where oldIndex[key] == nil {
            sentences.append("\(place(new[index])): \(name(new[index])) now read (\"\(new[index].spoken)\")")
        }
        sentences += orderChanges(oldKeys: oldKeys, newIndex: newIndex, new: new)
        guard sentences.count > maximumExplanations else { return sentences }
        return Array(sentences.prefix(maximumExplanations)) + ["… and \(sentences.count - maximumExplanations) more"]
    }

    /// Each entry's element, numbered when it repeats (`cell 0·0#2`), so every key is unique.
    private static func keys(_ entries: [SnapshotLayout.AccessibilityEntry]) -> [String] {
        var seen: [String: Int] = [:]
        return entries.map { entry in
            seen[entry.element, default: 0] += 1
            let count = seen[entry.element] ?? 1
            return count == 1 ? entry.element : "\(entry.element)#\(count)"
        }
    }

    private static func propertyChanges(
        _ before: SnapshotLayout.AccessibilityEntry, _ after: SnapshotLayout.AccessibilityEntry
    ) -> [String] {
        var sentences: [String] = []
        let texts: [(String, String?, String?)] = [
            ("label", before.label, after.label), ("value", before.value, after.value), ("hint", before.hint, after.hint),
        ]
        for (property, was, now) in texts where was != now {
            let what = "\(place(after)): \(property) of \(name(after))"
            switch (was, now) {
            case (nil, let now?): sentences.append("\(what) added: \"\(now)\"")
            case (_?, nil): sentences.append("\(what) removed")
            default: sentences.append("\(what) \"\(was ?? "")\" → \"\(now ?? "")\"")
            }
        }
        if before.traits != after.traits {
            sentences.append("\(place(after)): traits of \(name(after)) \(list(before.traits)) → \(list(after.traits))")
        }
        if before.actions != after.actions {
            sentences.append("\(place(after)): actions of \(name(after)) \(list(before.actions)) → \(list(after.actions))")
        }
        return sentences
    }

    /// Swaps as `reading order 4 ↔ 5`, other moves as ``reading order of button `like` 4 → 6`` (golden numbers
    /// first, current ones after the arrow).
    private static func orderChanges(
        oldKeys: [String], newIndex: [String: Int], new: [SnapshotLayout.AccessibilityEntry]
    ) -> [String] {
        let common = oldKeys.enumerated().compactMap { index, key in newIndex[key].map { (old: index, new: $0) } }
        let byNewOrder = common.sorted { $0.new < $1.new }
        var sentences: [String] = []
        var told = Set<Int>()
        for (rank, pair) in common.enumerated() where byNewOrder[rank].old != pair.old && !told.contains(pair.old) {
            let other = byNewOrder[rank]
            if let otherRank = common.firstIndex(where: { $0.old == other.old }), byNewOrder[otherRank].old == pair.old {
                sentences.append("reading order \(pair.old + 1) ↔ \(other.old + 1)")
                told.formUnion([pair.old, other.old])
            } else {
                sentences.append("reading order of \(name(new[pair.new])) \(pair.old + 1) → \(pair.new + 1)")
                told.insert(pair.old)
            }
        }
        return sentences
    }

    /// `cell 1·1` of `cell 1·1/like`.
    private static func place(_ entry: SnapshotLayout.AccessibilityEntry) -> String {
        String(entry.element.split(separator: "/", maxSplits: 1).first ?? Substring(entry.element))
    }

    /// ``button `like` `` of `cell 1·1/like`, `the header` of `header 1`.
    private static func name(_ entry: SnapshotLayout.AccessibilityEntry) -> String {
        let parts = entry.element.split(separator: "/", maxSplits: 1)
        return parts.count == 2 ? "\(entry.kind) `\(parts[1])`" : "the \(entry.kind)"
    }

    private static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
