/// The open recording scopes of a collection view or an updater: each collects the transitions recorded while it is
/// open. Outside every scope nothing is kept. A reference, so that the body of a scope can record into it.
@MainActor
final class ListTransitionRecorder {
    private var scopes: [[ListUpdateTransition]] = []

    /// Whether a scope is open.
    var isRecording: Bool { !scopes.isEmpty }

    /// Adds `transition` to every open scope (an inner scope's transitions belong to the outer ones too).
    func record(_ transition: ListUpdateTransition) {
        for index in scopes.indices { scopes[index].append(transition) }
    }

    /// Runs `body` in a new innermost scope and returns what it recorded; a throwing body closes the scope (what it
    /// recorded stays in the outer scopes) and the error propagates.
    func scope<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) -> [ListUpdateTransition] {
        scopes.append([])
        do {
            try body()
        } catch {
            scopes.removeLast()
            throw error
        }
        return scopes.removeLast()
    }
}
