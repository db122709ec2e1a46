import Foundation
import ListPlumbing
import ListRenderKit

/// The failure images and actual renders a check leaves in the artifacts folder, named by case and frame.
extension SnapshotComparer {
    func compare(expected: RGBAImage, actual: RGBAImage) -> ImageDifference {
        ImageComparator.compare(
            expected: (PixelSize(width: expected.width, height: expected.height), expected.pixels),
            actual: (PixelSize(width: actual.width, height: actual.height), actual.pixels), tolerance: tolerance)
    }

    func artifactBase(of result: SnapshotCaseResult, frame: Int?) -> String {
        ArtifactName.base(
            spec: result.spec + (result.test.map { "/" + $0 } ?? ""), variant: result.variant,
            animation: result.isAnimation, frame: frame, accessibility: result.isAccessibility)
    }

    /// An image's name relative to the artifacts folder.
    func imageName(_ base: String, role: String) -> String {
        (imageFolder.map { $0 + "/" } ?? "") + ArtifactName.file(base, role: role)
    }

    /// Writes the actual image and, when the layout is known, its sidecar beside it (`BASE.actual.layout.json`):
    /// together they are what `accept` promotes to the golden and its sidecar.
    func writeActual(_ png: Data, layout: SnapshotLayout?, base: String, into result: inout SnapshotCaseResult)
        throws
    {
        let name = imageName(base, role: "actual")
        let url = artifacts.appendingPathComponent(name)
        if let sidecar = try sidecarText(layout, of: url) {
            let sidecarName = String(name.dropLast(".png".count)) + ".layout.json"
            try AtomicFile.write(Data(sidecar.utf8), to: artifacts.appendingPathComponent(sidecarName))
            result.actualLayout = sidecarName
        }
        try AtomicFile.write(png, to: url)
        result.actualImage = name
    }

    /// Writes every frame of an animation that differs or has no golden (`BASE@animation.actual.animation/`, an
    /// animation golden's shape) and its sidecar: what `accept` promotes.
    func writeActualAnimation(_ animation: RenderedAnimation, into result: inout SnapshotCaseResult) throws {
        let base = artifactBase(of: result, frame: nil)
        let name = (imageFolder.map { $0 + "/" } ?? "") + ArtifactName.animationFolder(base)
        let folder = artifacts.appendingPathComponent(name)
        if let sidecar = try sidecarText(animation.layout, of: folder) {
            let sidecarName = name + ".layout.json"
            try AtomicFile.write(Data(sidecar.utf8), to: artifacts.appendingPathComponent(sidecarName))
            result.actualLayout = sidecarName
        }
        try AnimationGolden.write(animation, to: folder)
        result.actualAnimation = name
    }

    func writeFailureImages(
        expected: RGBAImage, actual: RGBAImage, difference: ImageDifference, base: String,
        into result: inout SnapshotCaseResult
    ) throws {
        let encoder = PNGEncoder()
        let expectedName = imageName(base, role: "expected")
        try encoder.write(try RasterImage(flattening: expected), to: artifacts.appendingPathComponent(expectedName))
        let differenceName = imageName(base, role: "difference")
        let picture = DifferenceImage.make(expected: expected, actual: actual, difference: difference)
        try encoder.write(try RasterImage(flattening: picture), to: artifacts.appendingPathComponent(differenceName))
        result.expectedImage = expectedName
        result.differenceImage = differenceName
    }
}
