import ListLayoutKit

// UIKit's names for the collection view's types, so IGListKit code that names them ports as written (as ListViewKit
// gives `UIView`, `UILabel` and the others their UIKit names).

/// UIKit's `UICollectionView`: ``ListCollectionView``, so `UICollectionView(frame:collectionViewLayout:)` and
/// `UICollectionView.elementKindSectionHeader` compile as written.
public typealias UICollectionView = ListCollectionView
/// UIKit's `UIScrollView`, where ported code names it: ``ListCollectionView`` (the only scroll view a list preview
/// has), so scroll delegate methods written `scrollViewDidScroll(_ scrollView: UIScrollView)` are the protocol's, and
/// `UIScrollView.DecelerationRate.fast` and `UIScrollView.ContentInsetAdjustmentBehavior.never` compile.
public typealias UIScrollView = ListCollectionView
/// UIKit's `UICollectionViewCell`: ``ListCell``, so `cellForItem(at:) -> UICollectionViewCell` and
/// `final class PostCell: UICollectionViewCell` compile as written.
public typealias UICollectionViewCell = ListCell
/// UIKit's `UICollectionReusableView`: ``ListReusableView`` (headers, footers and the adapter's empty view).
public typealias UICollectionReusableView = ListReusableView
/// UIKit's `UICollectionViewFlowLayout`: ``ListCollectionViewFlowLayout``, with UIKit's properties and defaults.
public typealias UICollectionViewFlowLayout = ListCollectionViewFlowLayout
/// UIKit's `UICollectionViewLayout` where it is a parameter type (`collectionView(_:layout:sizeForItemAt:)`): any
/// ``ListCollectionLayout``.
public typealias UICollectionViewLayout = any ListCollectionLayout
/// UIKit's `UICollectionViewDataSource`: ``ListCollectionViewDataSource``, so a cell or a view controller that is a
/// nested collection view's data source (`final class AvatarsCell: UICollectionViewCell, UICollectionViewDataSource`)
/// compiles as written.
public typealias UICollectionViewDataSource = ListCollectionViewDataSource
/// UIKit's `UICollectionViewDelegate`: ``ListCollectionViewDelegate``.
public typealias UICollectionViewDelegate = ListCollectionViewDelegate
