import Foundation
import ListSnapshotKit
import Testing

/// How `accept` names cases and writes its commands.
@Suite struct SnapshotAcceptanceTests {
    private func result(_ spec: String, variant: String? = nil, animation: Bool = false) -> SnapshotCaseResult {
        let name = spec + (variant.map { "+" + $0 } ?? "") + (animation ? "#animation" : "")
        return SnapshotCaseResult(name: name, status: .failed("x"), spec: spec, variant: variant, isAnimation: animation)
    }

    @Test func test_whenACaseIsNamed_thatSpecNameVariantAndFrameSuffixChooseIt() {
        let dark = result("Samples/feed.json", variant: "dark")
        let darkAnimation = result("Samples/feed.json", variant: "dark", animation: true)
        #expect(SnapshotAcceptance.name("Samples/feed.json", matches: dark))
        #expect(SnapshotAcceptance.name("./Samples/feed.json+dark", matches: dark))
        #expect(!SnapshotAcceptance.name("Samples/feed.json+dark", matches: darkAnimation))
        #expect(SnapshotAcceptance.name("Samples/feed.json+dark#animation", matches: darkAnimation))
        #expect(SnapshotAcceptance.name("Samples/feed.json+dark#frame-3", matches: darkAnimation))
        #expect(!SnapshotAcceptance.name("Samples/feed.json+dark#frame-x", matches: darkAnimation))
        #expect(!SnapshotAcceptance.name("Samples/feed.json#frame-3", matches: darkAnimation))
        #expect(!SnapshotAcceptance.name("Samples/feed", matches: dark))
    }

    @Test func test_whenACommandIsWritten_thatOddNamesAreQuotedForTheShell_andOptionsRepeated() {
        #expect(SnapshotAcceptance.command(accepting: ["a/b.json+dark", "c.json#frame-2"], artifacts: ".listpreview-artifacts")
            == "listpreview accept -- a/b.json+dark c.json#frame-2")
        #expect(SnapshotAcceptance.command(accepting: ["it's here.json"], artifacts: "out dir", goldens: "G")
            == #"listpreview accept --artifacts 'out dir' --goldens G -- 'it'\''s here.json'"#)
        #expect(SnapshotAcceptance.shellQuoted("#x") == "'#x'")
        #expect(SnapshotAcceptance.shellQuoted("$(rm)") == "'$(rm)'")
        #expect(SnapshotAcceptance.goldensOption(in: ["--theme", "dark", "--goldens", "G"]) == "G")
        #expect(SnapshotAcceptance.goldensOption(in: ["--goldens"]) == nil)
    }
}
