import ListSpecKit
import ListViewKit

extension SnapshotLayout {
    /// Records the SF Symbol names that view trees ask for and the symbol table does not have, as the sidecar's
    /// `"unknownSymbols"`: sorted, each once, ``unknownSymbols`` left `nil` when there is none (so sidecars stay as
    /// they were).
    ///
    /// - Parameter trees: the view trees the golden draws.
    mutating func recordUnknownSymbols(in trees: [ListViewSnapshot]) {
        var names: Set<String> = []
        var pending = trees
        while let node = pending.popLast() {
            if let name = node.image?.unknownSymbolName { names.insert(name) }
            pending.append(contentsOf: node.children)
        }
        unknownSymbols = names.isEmpty ? nil : names.sorted()
    }

    /// The `"unknownSymbols"` member of the sidecar's text (after `"textLibraries"`), or `""`.
    var unknownSymbolsJSON: String {
        guard let unknownSymbols else { return "" }
        return ",\n  \"unknownSymbols\": [" + unknownSymbols.map { ListJSONString.quoted($0) }.joined(separator: ", ") + "]"
    }
}
