import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSpecKit

/// One state of a spec section as the adapter sees it: diffed by `id`; the section controller diffs the items and
/// re-binds the header and footer itself (binding-style), so the section object never reports an update and the
/// adapter never reloads a spec section.
struct SpecSectionModel: ListDiffableValue {
    /// The section as the spec states it.
    var section: ListSpecSection
    /// Its sizes, insets and spacings, resolved by the pipeline.
    var layout: ListLayoutSection

    var diffIdentity: String { section.id }

    /// Always `true`: a kept section is updated by its controller (items diffed, header and footer re-bound), not
    /// reloaded.
    func isEqual(toDiffableObject object: SpecSectionModel) -> Bool { true }
}
