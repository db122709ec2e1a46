import Foundation
import ListCore
import ListLayoutKit
import Testing
@testable import ListSpecKit

@Suite struct SpecDefaultsTests {
    @Test func test_whenSpecHasOnlySections_withNoOtherField_thatDefaultsApply() throws {
        let document = try ListSpec.parse(Data(#"{ "sections": [ { "items": [ {} ] } ] }"#.utf8))
        let spec = document.spec
        #expect(spec.viewport == ListSpecViewport(width: 390, height: 844, scale: 2))
        #expect(spec.layout == ListSpecLayoutOptions())
        #expect(spec.contentOffset == .zero)
        #expect(spec.sections == [ListSpecSection(id: "0", items: [ListSpecItem(id: "0")])])
        #expect(spec.updates == [])
        #expect(document.warnings == [])
        let layout = try spec.makeLayout()
        #expect(layout.layoutAttributesForItem(at: .init(section: 0, item: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }
}
