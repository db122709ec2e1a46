/// The open recording scopes of a collection view or an updater: each collects the transitions recorded while it is
/// open. Outside every scope nothing is kept.
struct ListTransitionRecorder {
    private var scopes: [[ListUpdateTransition]] = []

    /// Whether a scope is open.
    var isRecording: Bool { !scopes.isEmpty }

    /// Adds `transition` to every open scope (an inner scope's transitions belong to the outer ones too).
    mutating func record(_ transition: ListUpdateTransition) {
        for index in scopes.indices { scopes[index].append(transition) }
    }

    /// Opens a scope.
    mutating func open() { scopes.append([]) }

    /// Closes the innermost scope and returns what it recorded.
    mutating func close() -> [ListUpdateTransition] { scopes.removeLast() }
}
