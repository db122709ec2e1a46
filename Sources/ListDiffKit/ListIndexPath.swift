@_exported import Foundation

/// The position of an item: its section and its index inside the section. It **is** Foundation's `IndexPath`
/// (a typealias, not a look-alike), so code written the IGListKit and UIKit way — a delegate method declared with
/// `IndexPath`, `IndexPath(item:section:)`, `.item`, `.section` — is code written against ListPreview.
///
/// One type for the concept matters for protocols: an optional delegate method such as
/// `collectionView(_:didSelectItemAt:)` that a conforming type declares with `IndexPath` is the requirement itself
/// and is called, never a same-named sibling the adapter does not know about. On Linux, Foundation's `IndexPath`
/// has no `item`/`section` (UIKit and AppKit add them); ListPreview adds them there, with UIKit's meaning
/// (see `IndexPath+ItemSection.swift`).
///
/// Ordered by section, then item (Foundation's lexicographic order). Described as `[section, item]`; encoded by
/// `Codable` as Foundation encodes every `IndexPath` (`{"indexes":[section,item]}`).
///
/// ```swift
/// let path = ListIndexPath(section: 1, item: 3)
/// path < IndexPath(item: 0, section: 2) // true: the same type
/// ```
public typealias ListIndexPath = IndexPath
