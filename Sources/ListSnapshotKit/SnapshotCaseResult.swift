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

    /// Creates a result.
    public init(
        name: String, status: Status, duration: Double = 0, expectedImage: String? = nil, actualImage: String? = nil,
        differenceImage: String? = nil
    ) {
        self.name = name
        self.status = status
        self.duration = duration
        self.expectedImage = expectedImage
        self.actualImage = actualImage
        self.differenceImage = differenceImage
    }
}
