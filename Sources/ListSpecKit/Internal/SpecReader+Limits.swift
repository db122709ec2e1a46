import Foundation

/// How many sections and items the reader has taken, checked against ``ListSpecLimits/items``,
/// ``ListSpecLimits/totalItems`` and ``ListSpecLimits/sections``.
struct ElementCounts {
    /// The limits (``ListSpecLimits``; tests lower them to check the messages without millions of items).
    var itemLimit = ListSpecLimits.items
    var totalItemLimit = ListSpecLimits.totalItems
    var sectionLimit = ListSpecLimits.sections
    /// Items of the state being read (`sections`, or one update's `sections`).
    var stateItems = 0
    /// Sections of the state being read.
    var stateSections = 0
    /// Items of every state read so far.
    var totalItems = 0
    /// Whether a limit was passed (reported once; what follows is not read).
    var isOverLimit = false

    /// Starts counting a new state.
    mutating func startState() {
        stateItems = 0
        stateSections = 0
    }
}

extension SpecReader {
    /// What is counted.
    enum CountedElement {
        case section, item
    }

    /// Counts one section or item at `path`; `false` when it passes a limit of ``ListSpecLimits`` — the first such
    /// element gets one error naming it and the limit, and the caller stops reading, so a hostile spec of millions
    /// of `{}` costs no more memory than the limit.
    ///
    /// ```
    /// sections[0].items[1000000]: more than 1000000 items in one state of the list (the limit of a spec)
    /// ```
    mutating func admit(_ element: CountedElement, at path: String) -> Bool {
        guard !counts.isOverLimit else { return false }
        let reason: String?
        switch element {
        case .section:
            counts.stateSections += 1
            reason = counts.stateSections > counts.sectionLimit
                ? "more than \(counts.sectionLimit) sections in one state of the list" : nil
        case .item:
            counts.stateItems += 1
            counts.totalItems += 1
            reason = counts.stateItems > counts.itemLimit
                ? "more than \(counts.itemLimit) items in one state of the list"
                : counts.totalItems > counts.totalItemLimit
                    ? "more than \(counts.totalItemLimit) items in sections and updates together" : nil
        }
        guard let reason else { return true }
        counts.isOverLimit = true
        fail(path, reason + " (the limit of a spec; see docs/SPEC.md, \"Large specs\")")
        return false
    }
}
