// The standard scalar types are diffable as their own identity and content, as IGListKit's `NSString` and
// `NSNumber` categories make strings and numbers diffable.

extension Int: ListDiffable {}
extension Int8: ListDiffable {}
extension Int16: ListDiffable {}
extension Int32: ListDiffable {}
extension Int64: ListDiffable {}
extension UInt: ListDiffable {}
extension UInt8: ListDiffable {}
extension UInt16: ListDiffable {}
extension UInt32: ListDiffable {}
extension UInt64: ListDiffable {}
extension Double: ListDiffable {}
extension Float: ListDiffable {}
extension Bool: ListDiffable {}
extension String: ListDiffable {}
extension Substring: ListDiffable {}
extension Character: ListDiffable {}
