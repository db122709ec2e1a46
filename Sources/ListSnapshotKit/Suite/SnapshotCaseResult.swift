/// The outcome of one snapshot case (a spec, or one frame sequence of its animation) in a record or verify run.
public struct SnapshotCaseResult: Hashable, Sendable {
    /// What happened to the case.
    public enum Status: Hashable, Sendable {
        /// The render matched its golden within the tolerance.
        case passed
        /// The render differs from its golden: the message gives the measured value against the allowed one.
        case failed(String)
        /// The golden was written (by `record`, or because it was missing outside CI).
        case recorded
        /// The golden is missing and may not be recorded (in CI).
        case missing(String)
        /// The case could not be rendered (bad spec, unreadable golden).
        case error(String)

        /// Whether the case makes a verify run fail.
        public var isFailure: Bool {
            switch self {
            case .passed, .recorded: false
            case .failed, .missing, .error: true
            }
        }

        /// `passed`, `failed`, `recorded`, `missing` or `error`.
        public var label: String {
            switch self {
            case .passed: "passed"
            case .failed: "failed"
            case .recorded: "recorded"
            case .missing: "missing"
            case .error: "error"
            }
        }

        /// The failure message, if any.
        public var message: String? {
            switch self {
            case .passed, .recorded: nil
            case let .failed(message), let .missing(message), let .error(message): message
            }
        }
    }

    /// A name for the case, e.g. `Samples/feed.json` or `Samples/feed.json#frame-0003`.
    public var name: String
    /// What happened.
    public var status: Status
    /// How long the case took, in seconds.
    public var duration: Double
    /// The golden image, relative to the report's folder, if there is one.
    public var expectedImage: String?
    /// The new render, relative to the report's folder, when it was kept (failures).
    public var actualImage: String?
    /// The expected | difference | actual picture, relative to the report's folder, for failures.
    public var differenceImage: String?

    /// The spec's path as the user named it (relative to the current folder when inside it).
    public var spec: String
    /// For a Swift assertion's case, the test (and `named`) as its golden is named (`testFeed`, `feed.dark`), with
    /// ``spec`` the test file; `nil` for a spec's case.
    public var test: String?
    /// The spec's variant, or `nil` for the spec as written.
    public var variant: String?
    /// Whether the case is the animation of the spec's updates (rather than its still).
    public var isAnimation: Bool
    /// Whether the case is the spec's accessibility snapshot (`--accessibility`: `feed.accessibility.png`).
    public var isAccessibility = false
    /// For an animation that differs, the first frame that does.
    public var animationFrame: Int?
    /// The golden file (or animation folder), as a path relative to the current folder when inside it.
    public var golden: String?
    /// The pixel measures of a comparison that found differing pixels.
    public var pixels: SnapshotPixels?
    /// Pixels per point of the rendered image (to draw frames and boxes in points over it); `nil` when unknown.
    public var scale: Double?
    /// The rendered image's size `[width, height]` in points.
    public var imageSize: [Double]?
    /// The content point `[x, y]` at the rendered image's top-left corner (to draw layout frames over it).
    public var imageOrigin: [Double]?
    /// Every element whose frame differs from the golden's layout sidecar; `nil` when there was nothing to compare
    /// (no comparison, or no sidecar).
    public var layoutChanges: [LayoutChange]?
    /// Every subview inside a cell, header or footer that changed since the golden's sidecar (``ViewChange``);
    /// `nil` when there was nothing to compare (no comparison, or a sidecar without `"views"`).
    public var viewChanges: [ViewChange]?
    /// For a case whose pixels differ, how the fonts and text libraries that drew the golden (as its sidecar records
    /// them) differ from the current ones (``SnapshotLayout/fontDifferences(from:to:)``); `nil` when they are the
    /// same or unknown. The failure message says so too (`fonts differ: …`).
    public var fontChanges: [String]?
    /// What is wrong with the constraints of the drawn view trees, in words (``SnapshotLayout/ConstraintIssue``:
    /// `cell 0·2: unsatisfiable: UILabel 'title'.width == 150 broken (conflicts with …) in `title``), for every
    /// case that drew some, passing or not (UIKit prints them on every run); `nil` when there is none.
    public var constraintIssues: [String]?
    /// For a case whose pixels differ, how the constraint issues differ from those its golden's sidecar records
    /// (`+ ` new, `− ` gone: ``SnapshotLayout/constraintIssueChanges(from:to:)``); `nil` when they are the same or
    /// there was nothing to compare. The failure message says so too (`constraints: …`).
    public var constraintIssueChanges: [String]?
    /// The actual render's layout sidecar (the `layout` output of what was drawn), relative to the report's folder,
    /// kept with the actual image so that `accept` promotes both.
    public var actualLayout: String?
    /// For an animation that differs or has no golden, the folder of every actual frame (an animation golden's
    /// shape), relative to the report's folder: what `accept` promotes.
    public var actualAnimation: String?
    /// What the accessibility audit found (`verify --audit`; `nil` when it did not run on the case).
    public var audit: SnapshotAuditResult?
    /// The findings of the audit as a baseline (``AuditBaseline``), relative to the report's folder, kept when some
    /// are new: what `accept` promotes to the case's baseline.
    public var actualAudit: String?
    /// The SHA-256 of the spec file when the case ran, so that `accept` can refuse a spec that changed since the
    /// run (the reviewed image would no longer be what the spec draws); `nil` for Swift cases and older runs.
    public var specHash: String?

    /// Creates a result.
    public init(
        name: String, status: Status, duration: Double = 0, expectedImage: String? = nil, actualImage: String? = nil,
        differenceImage: String? = nil, spec: String? = nil, variant: String? = nil, isAnimation: Bool = false
    ) {
        self.name = name
        self.spec = spec ?? name
        self.variant = variant
        self.isAnimation = isAnimation
        self.status = status
        self.duration = duration
        self.expectedImage = expectedImage
        self.actualImage = actualImage
        self.differenceImage = differenceImage
    }

    /// What identifies the case in a run (for `accept`, which promotes chosen cases).
    public var key: SnapshotCaseKey {
        SnapshotCaseKey(spec: spec, variant: variant, isAnimation: isAnimation, test: test, isAccessibility: isAccessibility)
    }

    /// Whether the case waits for review: it failed or its golden is missing (what `accept` promotes).
    public var isPending: Bool {
        switch status {
        case .failed, .missing: true
        case .passed, .recorded, .error: false
        }
    }

    /// Every file and folder of the artifacts folder the case refers to (relative to it).
    public var artifactNames: [String] {
        [actualImage, expectedImage, differenceImage, actualLayout, actualAnimation, actualAudit].compactMap { $0 }
    }

    /// The layout changes in words, or `nil` when there is nothing to say (a pass, or no sidecar to compare with).
    public var layoutSummary: String? {
        guard status.isFailure, case .failed = status, let layoutChanges else { return nil }
        return LayoutChange.summary(of: layoutChanges, views: viewChanges ?? [])
    }
}

/// How the pixels of a render differ from its golden.
public struct SnapshotPixels: Hashable, Sendable, Codable {
    /// The number of differing pixels.
    public var differing: Int
    /// Their share of all pixels (0...1).
    public var share: Double
    /// The largest CIEDE2000 difference of a pixel.
    public var maxDeltaE: Double
    /// `[x, y, width, height]` of the differing pixels' bounding box, in points of the rendered image.
    public var box: [Double]?

    /// Creates a measurement.
    public init(differing: Int, share: Double, maxDeltaE: Double, box: [Double]?) {
        self.differing = differing
        self.share = share
        self.maxDeltaE = maxDeltaE
        self.box = box
    }

    /// The measures of an image comparison at `scale` pixels per point.
    public init(_ difference: ImageDifference, scale: Double) {
        self.init(
            differing: difference.differingPixels, share: difference.differingShare,
            maxDeltaE: (difference.maxDeltaE * 10).rounded() / 10, box: difference.box?.points(scale: scale))
    }
}

/// What identifies a case: its spec (as the user names it), its variant, and whether it is the animation.
public struct SnapshotCaseKey: Hashable, Sendable, Comparable {
    /// The spec's path.
    public var spec: String
    /// The variant, or `nil` for the spec as written.
    public var variant: String?
    /// The animation of the spec's updates rather than its still.
    public var isAnimation: Bool
    /// The Swift test of a Swift assertion's case (``spec`` is then its test file).
    public var test: String?
    /// Whether it is an accessibility snapshot.
    public var isAccessibility = false

    /// Creates a key.
    public init(spec: String, variant: String?, isAnimation: Bool, test: String? = nil, isAccessibility: Bool = false) {
        self.isAccessibility = isAccessibility
        self.spec = spec
        self.variant = variant
        self.isAnimation = isAnimation
        self.test = test
    }

    /// By spec (or test file), then test, then the spec as written before its variants, then the still before the
    /// animation.
    public static func < (lhs: SnapshotCaseKey, rhs: SnapshotCaseKey) -> Bool {
        if lhs.spec != rhs.spec { return lhs.spec < rhs.spec }
        if lhs.test != rhs.test { return (lhs.test ?? "") < (rhs.test ?? "") }
        if lhs.variant != rhs.variant { return (lhs.variant ?? "") < (rhs.variant ?? "") || lhs.variant == nil }
        if lhs.isAnimation != rhs.isAnimation { return !lhs.isAnimation }
        return !lhs.isAccessibility && rhs.isAccessibility
    }
}
