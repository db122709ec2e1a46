// The standard scalar types are diffable as their own identity and content, as IGListKit's `NSString` and
// `NSNumber` categories make strings and numbers diffable.

extension Int: ListDiffableValue {}
extension Int8: ListDiffableValue {}
extension Int16: ListDiffableValue {}
extension Int32: ListDiffableValue {}
extension Int64: ListDiffableValue {}
extension UInt: ListDiffableValue {}
extension UInt8: ListDiffableValue {}
extension UInt16: ListDiffableValue {}
extension UInt32: ListDiffableValue {}
extension UInt64: ListDiffableValue {}
extension Double: ListDiffableValue {}
extension Float: ListDiffableValue {}
extension Bool: ListDiffableValue {}
extension String: ListDiffableValue {}
extension Substring: ListDiffableValue {}
extension Character: ListDiffableValue {}
