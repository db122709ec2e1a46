#if SnapshotTesting
/// Why an adapter could not be snapshotted.
enum AdapterSnapshotError: Error, CustomStringConvertible {
    /// The adapter has no collection view to draw.
    case noCollectionView

    var description: String {
        switch self {
        case .noCollectionView: "the adapter has no collection view (set adapter.collectionView before snapshotting it)"
        }
    }
}
#endif  // SnapshotTesting
