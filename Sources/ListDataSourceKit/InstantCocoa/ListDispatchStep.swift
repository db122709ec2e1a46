/// Which handler a model was dispatched to, in Instant Cocoa's fallback order:
/// placeholder → error → model name → type name → any object.
public enum ListDispatchStep: Hashable, Sendable {
    /// The loading placeholder's handler.
    case loading
    /// The no-results placeholder's handler.
    case noResults
    /// The error handler (the model is an `Error`).
    case error
    /// The handler registered for the model's name (e.g. `User` for `MYUser`).
    case modelName(String)
    /// The handler registered for the model's exact type (e.g. `MYUser`).
    case typeName(String)
    /// The catch-all handler.
    case anyObject
    /// No handler was registered for any step.
    case unhandled
}
