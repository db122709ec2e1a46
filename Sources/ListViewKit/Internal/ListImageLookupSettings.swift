import Foundation

/// Where `UIImage(named:)` looks and at which scale: process-wide, read from any thread, behind a lock.
final class ListImageLookupSettings: @unchecked Sendable {
    struct Values {
        var folders: [String] = []
        var scale: CGFloat = 2
    }

    static let shared = ListImageLookupSettings()

    private let lock = NSLock()
    private var values = Values()

    func read<T>(_ key: KeyPath<Values, T>) -> T {
        lock.withLock { values[keyPath: key] }
    }

    func write(_ change: (inout Values) -> Void) {
        lock.withLock { change(&values) }
    }
}
