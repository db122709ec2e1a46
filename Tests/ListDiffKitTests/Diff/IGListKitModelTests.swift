import Foundation
import ListDiffKit
import Testing

/// A model written exactly as IGListKit's Swift documentation writes one: an `NSObject` subclass with
/// `diffIdentifier()` and `isEqual(toDiffableObject:)`.
private final class User: NSObject, ListDiffable {
    let pk: Int
    let name: String

    init(pk: Int, name: String) {
        self.pk = pk
        self.name = name
    }

    func diffIdentifier() -> NSObjectProtocol { pk as NSObjectProtocol }

    func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        guard self !== object else { return true }
        guard let object = object as? User else { return false }
        return name == object.name
    }
}

/// A class that is diffable but not an `NSObject`, identified by a string.
private final class Tag: ListDiffable {
    let name: String
    init(_ name: String) { self.name = name }
    func diffIdentifier() -> NSObjectProtocol { name as NSString }
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { object is Tag }
}

@Suite struct IGListKitModelTests {
    @Test func test_whenOneUserIsRenamed_thatTheDiffReportsOneUpdate_notADeleteAndInsert() {
        let old: [ListDiffable] = [User(pk: 1, name: "Ann"), User(pk: 2, name: "Bob")]
        let new: [ListDiffable] = [User(pk: 1, name: "Anna"), User(pk: 2, name: "Bob")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.inserts == [])
        #expect(result.deletes == [])
        #expect(result.updates == [0])
        #expect(result.moves == [])
    }

    @Test func test_whenUsersAreReorderedAndOneLeaves_thatIdentityComesFromDiffIdentifier() {
        let old: [ListDiffable] = [User(pk: 1, name: "Ann"), User(pk: 2, name: "Bob"), User(pk: 3, name: "Cy")]
        let new: [ListDiffable] = [User(pk: 3, name: "Cy"), User(pk: 1, name: "Ann")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.deletes == [1])
        #expect(result.inserts == [])
        #expect(result.updates == [])
        #expect(result.moves == [ListMoveIndex(from: 2, to: 0), ListMoveIndex(from: 0, to: 1)])
        #expect(result.oldIndex(for: AnyListDiffable(User(pk: 3, name: "")).diffIdentity) == 2)
    }

    @Test func test_whenPointerPersonality_thatEveryNewInstanceIsAnUpdate() {
        let ann = User(pk: 1, name: "Ann")
        let old: [ListDiffable] = [ann, User(pk: 2, name: "Bob")]
        let new: [ListDiffable] = [ann, User(pk: 2, name: "Bob")]
        #expect(ListDiff(oldArray: old, newArray: new, option: .pointerPersonality).updates == [1])
        #expect(ListDiff(oldArray: old, newArray: new, option: .equality).updates == [])
    }

    @Test func test_whenClassesValuesAndStringsMix_thatEachKindKeepsItsOwnIdentity() {
        let old: [ListDiffable] = [Tag("a"), "a", 1, User(pk: 1, name: "x")]
        let new: [ListDiffable] = [1, Tag("a"), "a", User(pk: 1, name: "y")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.inserts == [])
        #expect(result.deletes == [])
        #expect(result.updates == [3])
        #expect(result.moves.count == 3)
    }

    @Test func test_whenComparingIdentity_thatOnlyTheSameClassInstanceIsIdentical() {
        let ann = User(pk: 1, name: "Ann")
        let twin = User(pk: 1, name: "Ann")
        let asDiffable: ListDiffable? = ann
        #expect(ann === asDiffable)
        #expect(twin !== asDiffable)
        #expect(!(1 === (1 as ListDiffable?)))  // a value is never identical, even to an equal value
        #expect((nil as ListDiffable?) === nil)
    }

    @Test func test_whenAValueIsUsedAsAnIGListKitObject_thatItsIdentifierObjectFollowsItsIdentity() {
        #expect(5.diffIdentifier().isEqual(5.diffIdentifier()))
        #expect(!5.diffIdentifier().isEqual("5".diffIdentifier()))
        #expect(5.diffIdentifier().hash == 5.diffIdentifier().hash)
        #expect("a".isEqual(toDiffableObject: "a" as ListDiffable))
        #expect(!"a".isEqual(toDiffableObject: Tag("a")))
        #expect(!"a".isEqual(toDiffableObject: nil))
    }

    @Test func test_whenLookingUpByIGListKitIdentifierObjects_thatIndexesAreFoundOrNSNotFound() {
        let old: [ListDiffable] = [User(pk: 1, name: "Ann"), User(pk: 2, name: "Bob"), "ad"]
        let new: [ListDiffable] = ["ad", User(pk: 2, name: "Bob")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.oldIndexFor(identifier: old[1].diffIdentifier()) == 1)
        #expect(result.newIndexFor(identifier: old[1].diffIdentifier()) == 1)
        #expect(result.oldIndexFor(identifier: 1 as NSObjectProtocol) == 0)
        #expect(result.newIndexFor(identifier: 1 as NSObjectProtocol) == NSNotFound)
        #expect(result.oldIndexFor(identifier: "ad".diffIdentifier()) == 2)
        #expect(result.newIndexFor(identifier: "ad".diffIdentifier()) == 0)
        #expect(ListDiff(oldArray: [3, 4], newArray: [4]).oldIndexFor(identifier: 4.diffIdentifier()) == 1)
    }
}
