import Foundation
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import SnapshotTesting

// Strategies for pointfreeco/swift-snapshot-testing, whose own image strategies exist only on Apple platforms:
// on Linux (and everywhere) these give PNG snapshots of ListPreview renders, compared pixel by pixel with
// ListPreview's tolerance (share of pixels, CIEDE2000 ΔE).
//
//     import ListPreviewSnapshotTesting
//     import SnapshotTesting
//
//     assertSnapshot(of: spec, as: .listImage)
//     assertSnapshot(of: spec, as: .listImage(tolerance: SnapshotTolerance(pixelShare: 0.001, deltaE: 2.3)))
//     assertSnapshot(of: image, as: .listImage)                     // any RGBAImage, e.g. of a collection view

extension Diffing where Value == RGBAImage {
    /// PNG bytes on disk, pixels compared with ``SnapshotTolerance``; a failure attaches the
    /// expected | difference | actual picture.
    public static func listImage(tolerance: SnapshotTolerance = .exact) -> Diffing<RGBAImage> {
        .diff(
            toData: { image in
                (try? RenderedSnapshot(image: image).png) ?? Data()
            },
            fromData: { data in
                (try? PNGDecoder.decode(data)) ?? RGBAImage(width: 0, height: 0, pixels: [])
            },
            diffV2: { expected, actual in
                let difference = ImageComparator.compare(
                    expected: (PixelSize(width: expected.width, height: expected.height), expected.pixels),
                    actual: (PixelSize(width: actual.width, height: actual.height), actual.pixels),
                    tolerance: tolerance)
                guard !difference.passes(tolerance) else { return nil }
                let picture = DifferenceImage.make(expected: expected, actual: actual, difference: difference)
                guard let png = try? RenderedSnapshot(image: picture).png else {
                    return (difference.summary(against: tolerance), [])
                }
                // XCTest attachments are kept nowhere on Linux: the picture is also written as a file, and named.
                let message = difference.summary(against: tolerance)
                    + (SnapshotDifferenceFile.write(png, actual: actual).map { "\ndifference image: \($0.path)" } ?? "")
                return (message, [DiffAttachment.data(png, name: "difference.png")])
            })
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An exact PNG snapshot of an image.
    public static var listImage: Snapshotting { listImage() }

    /// A PNG snapshot of an image, compared within `tolerance`.
    public static func listImage(tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .listImage(tolerance: tolerance))
    }
}

extension Snapshotting where Value == ListSpec, Format == RGBAImage {
    /// An exact PNG snapshot of a spec's viewport, clean (no overlays), light theme.
    public static var listImage: Snapshotting { listImage() }

    /// A PNG snapshot of a spec's viewport drawn by `renderer` (default: clean, light), compared within
    /// `tolerance`. A spec that cannot be rendered snapshots as an empty image, so the assertion fails.
    public static func listImage(renderer: SpecRenderer? = nil, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.listImage(tolerance: tolerance).pullback { spec in
            (try? ListSnapshot.image(of: spec, renderer: renderer).rgbaImage())
                ?? RGBAImage(width: 0, height: 0, pixels: [])
        }
    }
}

extension Snapshotting where Value == ListCollectionViewLayout, Format == RGBAImage {
    /// An exact PNG snapshot of a computed layout, each element labelled with its index path.
    public static var listImage: Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.listImage().pullback { layout in
            (try? ListSnapshot.image(of: layout).rgbaImage()) ?? RGBAImage(width: 0, height: 0, pixels: [])
        }
    }
}
