import ListDiffKit
import Testing

@Suite struct ListDiffOptionTests {
    @Test func test_whenInstancesDiffer_withPointerPersonality_thatEqualContentIsStillAnUpdate() {
        let kept = Node("a", "same")
        let old = [kept, Node("b", "same")]
        let new = [kept, Node("b", "same")]
        #expect(ListDiff(oldArray: old, newArray: new, option: .pointerPersonality).updates == [1])
        #expect(ListDiff(oldArray: old, newArray: new, option: .equality).updates == [])
    }

    @Test func test_whenTheSameInstanceIsKept_withPointerPersonality_thatItIsNotAnUpdate() {
        let kept = Node("a", "x")
        #expect(ListDiff(oldArray: [kept], newArray: [kept], option: .pointerPersonality).updates == [])
    }

    @Test func test_whenContentDiffers_withEquality_thatItIsAnUpdate() {
        let result = ListDiff(oldArray: [Node("a", "x")], newArray: [Node("a", "y")], option: .equality)
        #expect(result.updates == [0])
    }

    @Test func test_whenValuesAreKept_withPointerPersonality_thatEveryPairIsAnUpdate() {
        let result = ListDiff(oldArray: [Row(1, "a"), Row(2, "b")], newArray: [Row(1, "a"), Row(2, "b")],
                              option: .pointerPersonality)
        #expect(result.updates == [0, 1])
    }

    @Test func test_whenArraysMixTypes_thatIdentityIncludesTheType() {
        let old: [any ListDiffable] = [1, "1", Row(5, "a")]
        let new: [any ListDiffable] = ["1", Row(5, "b"), 2]
        let result = ListDiff(oldArray: old, newArray: new)
        #expect(result.deletes == [0])
        #expect(result.inserts == [2])
        #expect(result.updates == [2])
        #expect(result.moves == [])  // "1" and Row 5 only shift because of the delete
        #expect(result.oldIndex(for: 1) == 0)
        #expect(result.newIndex(for: "1") == 0)
        #expect(result.newIndex(for: 5) == 1)
        #expect(result.oldIndex(for: AnyHashable(5)) == 2)
    }

    @Test func test_whenErasedObjectsHaveEqualIdentifiersButDifferentTypes_thatTheyAreUpdated() {
        struct Other: ListDiffableValue, Hashable { var id: Int; var diffIdentity: Int { id } }
        let result = ListDiff(oldArray: [AnyListDiffable(Row(1, "a"))], newArray: [AnyListDiffable(Other(id: 1))])
        #expect(result.updates == [0])
        #expect(result.inserts == [] && result.deletes == [])
    }

    @Test func test_whenErasedClassInstancesAreKept_withPointerPersonality_thatOnlyNewInstancesAreUpdates() {
        let kept = Node("a", "x")
        let old: [any ListDiffable] = [kept, Node("b", "x")]
        let new: [any ListDiffable] = [kept, Node("b", "x")]
        #expect(ListDiff(oldArray: old, newArray: new, option: .pointerPersonality).updates == [1])
        #expect(ListDiff(oldArray: old, newArray: new, option: .equality).updates == [])
    }

    @Test func test_whenWrappingAnErasedObject_thatItIsNotWrappedTwice() {
        let erased = AnyListDiffable(AnyListDiffable(3))
        #expect(erased.base is Int)
        #expect(erased.diffIdentity == AnyHashable(3))
    }
}
