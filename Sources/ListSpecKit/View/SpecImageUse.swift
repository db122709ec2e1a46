import ListImageKit

/// A file a spec names with `"image"`, and the JSON path where it does: what a decoding failure found when the image
/// is drawn (its pixels are decoded then, not when the spec is read) is reported at (``ListSpec/imageUses``).
package struct SpecImageUse: Equatable, Sendable {
    /// The node's `image` key (`sections[0].items[2].view.children[1].image`).
    package var path: String
    /// The image found and checked when the spec was read.
    package var image: ListImage

    package init(path: String, image: ListImage) {
        self.path = path
        self.image = image
    }
}

extension ListSpec {
    /// The spec's errors for every named image whose data turned out corrupt past its header when it was drawn
    /// (``ListImage/decodingFailure``): the picture shows the placeholder of a missing image there, and the case must
    /// not pass as if that were the spec's picture. Empty when every drawn image decoded (an image never drawn is never
    /// decoded, and is not checked). A file that several nodes name is reported once, at the first of them, with the
    /// number of the others.
    package var undecodableImageIssues: [ListSpecIssue] {
        var failing: [SpecImageUse] = []
        var uses: [ListImage: Int] = [:]
        for use in imageUses where use.image.decodingFailure != nil {
            uses[use.image, default: 0] += 1
            if uses[use.image] == 1 { failing.append(use) }
        }
        return failing.map { use in
            let others = (uses[use.image] ?? 1) - 1
            let also = others == 0 ? "" : others == 1 ? "; 1 other node names it" : "; \(others) other nodes name it"
            let failure = use.image.decodingFailure.map(\.description) ?? ""
            return ListSpecIssue(path: use.path, message: "\(failure) (found when the image was drawn\(also))")
        }
    }
}
