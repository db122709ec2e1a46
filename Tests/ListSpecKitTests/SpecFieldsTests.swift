import Foundation
import ListPlumbing
import ListTestSupport
import Testing
@testable import ListSpecKit

/// ``SpecFields`` (a spec object's fields, found by comparing keys up to a dozen, by an index beyond) answers as the
/// `[String: JSONValue]` the reader used before: seeded random objects of 0 to 40 keys (so on both sides of
/// ``SpecFields/linearLimit``), keys repeated (the last counts), short and long keys (Swift stores strings of up to
/// 15 bytes inline and compares longer ones otherwise), non-ASCII keys, each asked for every key of the pool, set,
/// removed and merged, against the dictionary doing the same.
@Suite struct SpecFieldsTests {
    static let pool = [
        "id", "type", "text", "font", "x", "y", "width", "height", "style", "children", "isLayoutMarginsRelativeArrangement",
        "contentCompressionResistancePriority", "accessibilityLabel", "accessibilityLabeL", "é", "e\u{301}", "",
        "numberOfLines", "textColor", "spacing", "axis", "layoutMargins", "shadow", "alpha", "k1", "k2", "k3", "k4",
        "k5", "k6", "k7", "k8", "k9", "k10", "k11", "k12", "k13", "k14", "k15", "k16", "k17", "k18", "k19", "k20",
    ]

    static func dictionary(_ fields: SpecFields) -> [String: JSONValue] {
        Dictionary(fields.map { ($0.key, $0.value) }, uniquingKeysWith: { _, _ in .string("repeated") })
    }

    static func expectSame(_ fields: SpecFields, _ expected: [String: JSONValue], _ context: String) {
        #expect(dictionary(fields) == expected, "\(context)")
        #expect(fields.count == expected.count, "\(context)")
        #expect(fields.isEmpty == expected.isEmpty, "\(context)")
        #expect(Set(fields.keys) == Set(expected.keys) && Array(fields.keys).count == expected.count, "\(context)")
        for key in pool { #expect(fields[key] == expected[key], "\(context): \(key)") }
    }

    @Test(arguments: Array(UInt64(1)...80))
    func test_whenObjectsAreRandom_thatSpecFieldsAnswerAsADictionary(_ seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let count = Int.random(in: 0...40, using: &rng)
        let raw: [(String, JSONValue)] = (0..<count).map { index in
            (Self.pool.randomElement(using: &rng)!, .integer(Int64(index)))
        }
        var fields = SpecFields(raw)
        var expected = Dictionary(raw, uniquingKeysWith: { $1 })
        Self.expectSame(fields, expected, "seed \(seed), read")
        // The keys keep the order of the text, each at its first place.
        var seen = Set<String>()
        #expect(Array(fields.keys) == raw.map(\.0).filter { seen.insert($0).inserted }, "seed \(seed)")
        for step in 0..<30 {
            let key = Self.pool.randomElement(using: &rng)!
            if Int.random(in: 0..<4, using: &rng) == 0 {
                fields[key] = nil
                expected[key] = nil
            } else {
                fields[key] = .string("\(step)")
                expected[key] = .string("\(step)")
            }
            Self.expectSame(fields, expected, "seed \(seed), step \(step) (\(key))")
        }
        let other: [(String, JSONValue)] = (0..<Int.random(in: 0...20, using: &rng)).map { index in
            (Self.pool.randomElement(using: &rng)!, .bool(index.isMultiple(of: 2)))
        }
        fields.merge(SpecFields(other)) { _, new in new }
        expected.merge(Dictionary(other, uniquingKeysWith: { $1 })) { _, new in new }
        Self.expectSame(fields, expected, "seed \(seed), merged")
    }

    /// An object of thousands of keys is read through its index: a spec node with 2,000 unknown keys reads in
    /// well under a second (it took as long before), with one warning per key.
    @Test func test_whenAnObjectHoldsThousandsOfKeys_thatItIsReadInLinearTime() throws {
        let keys = (0..<2_000).map { "\"unknown\($0)\": \($0)" }.joined(separator: ", ")
        let json = #"{ "sections": [ { "items": [ { "id": "a", "view": { "type": "label", "text": "x", "#
            + keys + " } } ] } ] }"
        let start = Date()
        let document = try ListSpec.parse(Data(json.utf8), file: "many.json")
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(document.warnings.count == 2_000)
        #expect(document.spec.sections.first?.items.first?.view?.text?.string == "x")
    }
}
