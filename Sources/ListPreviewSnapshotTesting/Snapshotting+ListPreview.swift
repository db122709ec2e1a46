#if SnapshotTesting
import Foundation
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListViewKit
import SnapshotTesting

// Strategies for pointfreeco/swift-snapshot-testing, whose own image strategies exist only on Apple platforms:
// on Linux (and everywhere) these give PNG snapshots of ListPreview renders, compared pixel by pixel with
// ListPreview's tolerance (share of pixels, CIEDE2000 ΔE). Every strategy is one strategy, on a render
// (`Snapshotting<ListRender, RGBAImage>.listRender`), `pullback`ed from what it snapshots.
//
//     import ListPreviewSnapshotTesting
//     import SnapshotTesting
//
//     assertSnapshot(of: spec, as: .listImage)
//     assertSnapshot(of: spec, as: .listImage(tolerance: SnapshotTolerance(pixelShare: 0.001, deltaE: 2.3)))
//     assertSnapshot(of: image, as: .listImage)                     // any RGBAImage, e.g. of a collection view
//
// A render that fails (a spec the renderer refuses, a surface too large) fails the assertion with the error's
// message and records nothing: errors travel, never as an empty picture a missing golden would record.

extension Diffing where Value == RGBAImage {
    /// PNG bytes on disk, pixels compared with ``SnapshotTolerance``; a failure attaches the
    /// expected | difference | actual picture.
    public static func listImage(tolerance: SnapshotTolerance = .exact) -> Diffing<RGBAImage> {
        .diff(
            toData: { image in
                do {
                    return try RenderedSnapshot(image: image).png
                } catch {
                    SnapshotIssue.record("ListPreview could not encode the snapshot as PNG: \(error)")
                    return Data()
                }
            },
            fromData: { data in
                do {
                    return try PNGDecoder.decode(data)
                } catch {
                    // An empty image never matches a render (renders are at least 1×1), so the assertion fails too.
                    SnapshotIssue.record("the recorded snapshot is not a PNG ListPreview can read: \(error)")
                    return RGBAImage(width: 0, height: 0, pixels: [])
                }
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

extension Snapshotting where Value == ListRender, Format == RGBAImage {
    /// The one strategy every ListPreview strategy is `pullback`ed from: PNG snapshots compared with
    /// ``Diffing/listImage(tolerance:)``, of a render that may have failed.
    ///
    /// Under this module's `assertSnapshot`/`verifySnapshot` (``ListImageCapture``) the render, its layout sidecar,
    /// its audit's findings and `tolerance` go to the assertion, which checks them as ListPreview's own assertions
    /// do (each finding the baseline beside the golden does not accept fails it), and a render error fails it with
    /// the error's message (an `error` case in the report). Under swift-snapshot-testing's own functions, which keep
    /// no baseline, every audit finding is reported as a test failure, and a render error is reported as a test
    /// failure with its message while no snapshot is handed to swift-snapshot-testing, so nothing is compared or
    /// recorded (never an empty picture that a missing golden would record); swift-snapshot-testing then fails the
    /// assertion too, after its `timeout`, saying that it got no snapshot.
    static func listRender(tolerance: SnapshotTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .listImage(tolerance: tolerance)) { render in
            Async { deliver in
                let capture = ListImageCapture.current
                switch render.result {
                case .success(let (snapshot, findings)):
                    guard let capture else {
                        if let findings, !findings.isEmpty {
                            SnapshotIssue.record(
                                "accessibility audit: \(findings.count) finding\(findings.count == 1 ? "" : "s"): "
                                    + findings.map(\.message).joined(separator: "; "))
                        }
                        return deliver(snapshot.pixels())
                    }
                    capture.keep(snapshot, tolerance: tolerance, auditFindings: findings)
                case .failure(let error):
                    guard let capture else {
                        return SnapshotIssue.record("ListPreview could not render the snapshot: \(error)")
                    }
                    capture.keep(error, tolerance: tolerance)
                }
            }
        }
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An exact PNG snapshot of an image.
    public static var listImage: Snapshotting { listImage() }

    /// A PNG snapshot of an image, compared within `tolerance`.
    public static func listImage(tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting<ListRender, RGBAImage>.listRender(tolerance: tolerance).pullback { image in
            ListRender { try RenderedSnapshot(image: image) }
        }
    }
}

extension Snapshotting where Value == ListSpec, Format == RGBAImage {
    /// An exact PNG snapshot of a spec's viewport, clean (no overlays), light theme.
    public static var listImage: Snapshotting { listImage() }

    /// A PNG snapshot of a spec's viewport drawn by `renderer` (default: clean, light), compared within
    /// `tolerance`: in `environment` over the spec's own, as one of its `variants` when `variant` names one. A spec
    /// that cannot be rendered fails the assertion with the render error's message and records nothing.
    ///
    /// ```swift
    /// assertSnapshot(of: spec, as: .listImage(variant: "dark"), named: "dark")
    /// assertSnapshot(of: spec, as: .listImage(environment: ListEnvironmentOverrides(locale: "ar")), named: "ar")
    /// ```
    ///
    /// - Parameters:
    ///   - renderer: fonts, theme, overlays, region.
    ///   - environment: environment values over the spec's own.
    ///   - variant: one of the spec's variants by name (`nil`: the spec as written).
    ///   - tolerance: what may differ.
    public static func listImage(
        renderer: SpecRenderer? = nil, environment: ListEnvironmentOverrides = .init(), variant: String? = nil,
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        listRender(renderer: renderer, environment: environment, variant: variant, audit: nil, tolerance: tolerance)
    }

    /// The spec strategy, audited when `audit` is given (``listImage(renderer:environment:variant:audit:tolerance:)``).
    static func listRender(
        renderer: SpecRenderer?, environment: ListEnvironmentOverrides, variant: String?, audit: ListAccessibilityAudit?,
        tolerance: SnapshotTolerance
    ) -> Snapshotting {
        Snapshotting<ListRender, RGBAImage>.listRender(tolerance: tolerance).pullback { spec in
            ListRender(audited: {
                guard let audit else {
                    return (try ListSnapshot.rendered(
                        of: spec, renderer: renderer, environment: environment, variant: variant), nil)
                }
                let audited = try ListSnapshot.renderedAudited(
                    of: spec, audit: audit, renderer: renderer, environment: environment, variant: variant)
                return (audited.snapshot, audited.findings)
            })
        }
    }
}

extension Snapshotting where Value == ListCollectionViewLayout, Format == RGBAImage {
    /// An exact PNG snapshot of a computed layout, each element labelled with its index path. A layout that
    /// cannot be rendered fails the assertion with the render error's message and records nothing.
    public static var listImage: Snapshotting {
        Snapshotting<ListRender, RGBAImage>.listRender(tolerance: .exact).pullback { layout in
            ListRender { RenderedSnapshot(raster: try ListSnapshot.image(of: layout)) }
        }
    }
}
#endif  // SnapshotTesting
