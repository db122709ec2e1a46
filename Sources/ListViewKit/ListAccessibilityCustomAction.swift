import Foundation

/// UIKit's `UIAccessibilityCustomAction`: an action VoiceOver offers on an element with the rotor ("Actions
/// available"), besides activating it. The hierarchy lists its ``name``; a preview never runs the handler.
///
/// ```swift
/// cell.accessibilityCustomActions = [
///     UIAccessibilityCustomAction(name: "Reply") { _ in true },
///     UIAccessibilityCustomAction(name: "Delete") { _ in true },
/// ]
/// ```
@MainActor
open class ListAccessibilityCustomAction {
    /// What VoiceOver reads for the action.
    open var name: String
    /// The handler UIKit runs when the action is chosen (kept, never run by a preview).
    public let actionHandler: ((ListAccessibilityCustomAction) -> Bool)?

    /// UIKit's `init(name:actionHandler:)`.
    ///
    /// - Parameters:
    ///   - name: what VoiceOver reads.
    ///   - actionHandler: what the action does (returns whether it succeeded).
    public init(name: String, actionHandler: ((ListAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
    }
}
