/// What UIKit prints to the console about constraints ("Unable to activate constraint…", "Unable to simultaneously
/// satisfy constraints…"), kept as messages: a constraint that cannot be activated, a constant or priority refused,
/// a required constraint broken by a layout pass. Nothing about constraints is ever a trap; read the log in tests.
///
/// ```swift
/// ListConstraintLog.clear()
/// label.widthAnchor.constraint(equalToConstant: .nan).isActive = true
/// ListConstraintLog.messages.last   // "UILabel.width == nan cannot be activated: constant nan is not a finite …"
/// ```
@MainActor
public enum ListConstraintLog {
    /// The most messages kept (older ones are dropped first).
    public static let capacity = 1_000
    /// The messages, oldest first.
    public private(set) static var messages: [String] = []

    /// Forgets every message.
    public static func clear() { messages.removeAll() }

    /// Records a message.
    package static func record(_ message: String) {
        if messages.count >= capacity { messages.removeFirst(messages.count - capacity + 1) }
        messages.append(message)
    }
}
