// expect: invalid redeclaration of 'collectionView(_:didSelectItemAt:)'
// Foundation's IndexPath and ListIndexPath are one type, so a delegate method written with IndexPath (IGListKit's
// spelling) is the protocol's requirement itself, never a same-named sibling the adapter does not call: declaring it
// with both spellings is one method declared twice. If ListIndexPath ever became a look-alike type again, this file
// would compile and the IndexPath spelling would silently stop being called; check-docs fails then.
import Foundation
import ListAdapterKit
import ListDiffKit

final class Taps: ListCollectionViewDelegate {
    func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath) {}
}
