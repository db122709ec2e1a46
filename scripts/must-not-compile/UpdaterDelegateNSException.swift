// expect: cannot find type 'NSException' in scope
// IGListKit's crash report, listAdapterUpdater(_:collectionView:willCrashWith exception: NSException, …), is the one
// updater delegate method that cannot be ported as written: Foundation on Linux has no NSException. It must stay a
// compile error (never a method that compiles and is not called). Write instead:
//     func listAdapterUpdater(_ updater: ListAdapterUpdater, willCrashWith error: ListBatchUpdateError,
//                             fromObjects: [AnyListDiffable]?, toObjects: [AnyListDiffable]?,
//                             diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?)
// where `error.description` is UIKit's message.
import Foundation
import ListAdapterKit
import ListDiffKit

final class CrashLog: ListAdapterUpdaterDelegate {
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, collectionView: ListCollectionView,
        willCrashWith exception: NSException, fromObjects: [Any]?, toObjects: [Any]?,
        diffResult: ListIndexSetResult, updates: ListBatchUpdateData
    ) {}
}
