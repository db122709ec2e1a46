import Foundation
import ListCore
import ListLayoutKit
import ListPlumbing

/// A spec file: a list's screen, layout options, content offset, sections and later states, as described in
/// `docs/SPEC.md` and the interface contract.
///
/// ```swift
/// let document = try ListSpec.load(contentsOf: URL(fileURLWithPath: "Samples/feed.json"))
/// let layout = try document.spec.makeLayout()
/// print(layout.contentSize)
/// ```
public struct ListSpec: Equatable, Sendable {
    /// The screen.
    public var viewport: ListSpecViewport
    /// The layout options.
    public var layout: ListSpecLayoutOptions
    /// The content offset at which the spec is shown.
    public var contentOffset: CGPoint
    /// The sections.
    public var sections: [ListSpecSection]
    /// Later states of `sections`, for animations.
    public var updates: [ListSpecUpdate]
    /// The environment the list is shown in (theme, Dynamic Type size, layout direction, locale); what it leaves
    /// out is UIKit's default (light, `large`, left-to-right, `en`).
    public var environment: ListEnvironmentOverrides = ListEnvironmentOverrides()
    /// Other environments to check the spec in (`record`/`verify` write one golden per variant).
    public var variants: [ListSpecVariant] = []
    /// The checks and thresholds of `verify --audit` for this spec (its `"audit"` object; a variant's refines it,
    /// the command line's options override both). Empty: the audit's own.
    public var audit = ListAccessibilityAuditOptions()
    /// The status bar, navigation bar, tab bar and home indicator drawn around the list, whose safe area moves its
    /// content (`"chrome"`); `nil` (the default): the bare list. With chrome, ``contentOffset`` counts from where the
    /// screen opens (the list at rest below the bars).
    public var chrome: ListSpecChrome? = nil
    /// Every `"image"` the spec file names, with its JSON path, in reading order (empty for a spec built in Swift).
    package var imageUses: [SpecImageUse] = []

    /// Creates a spec; every parameter but the sections has the default of a spec file that omits it.
    public init(
        viewport: ListSpecViewport = ListSpecViewport(), layout: ListSpecLayoutOptions = ListSpecLayoutOptions(),
        contentOffset: CGPoint = .zero, sections: [ListSpecSection], updates: [ListSpecUpdate] = []
    ) {
        self.viewport = viewport
        self.layout = layout
        self.contentOffset = contentOffset
        self.sections = sections
        self.updates = updates
    }
}

extension ListSpec {
    /// Reads and validates a spec file: YAML for `.yaml`/`.yml`, JSON otherwise.
    ///
    /// - Parameter url: the file.
    /// - Returns: the spec and its warnings.
    /// - Throws: ``ListSpecError`` naming the file with every error found (and the path of each).
    public static func load(contentsOf url: URL) throws -> ListSpecDocument {
        try load(path: url.relativePath, reading: url.path)
    }

    /// Reads and validates a spec from a path as given on a command line: any readable file (pipes, process
    /// substitution, `/dev/stdin`), or `-` for standard input. The format is YAML for `.yaml`/`.yml`, JSON for
    /// `.json`, and otherwise guessed from the first character (`{` or `[`: JSON).
    ///
    /// - Parameter path: the file, or `-`.
    /// - Returns: the spec and its warnings.
    /// - Throws: ``ListSpecError`` naming the file (`<stdin>` for `-`) with every error found.
    public static func load(path: String) throws -> ListSpecDocument {
        try load(path: InputFile.isStandardInput(path) ? InputFile.standardInputName : path, reading: path)
    }

    private static func load(path file: String, reading path: String) throws -> ListSpecDocument {
        let data: Data
        do {
            data = try InputFile.read(path, limit: ListSpecLimits.fileBytes)
        } catch let error as InputFileError {
            throw ListSpecError(file: file, issues: [ListSpecIssue(path: "", message: error.reason)])
        }
        let format = ListSpecFormat(pathExtension: FileName.pathExtension(of: path), contents: data)
        return try parse(data, format: format, file: file, folder: folder(of: path))
    }

    /// The folder a spec's relative paths start from: the part of `path` before its last `/` (`/` for a file at the
    /// root), `.` for a bare name or standard input. Plain string work: a FIFO or `/dev/fd/N` is never touched.
    static func folder(of path: String) -> String {
        guard !InputFile.isStandardInput(path), let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Parses and validates a spec.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - format: JSON or YAML.
    ///   - file: the name used in messages.
    ///   - folder: the folder the spec's image names and `"assets"` are relative to (the spec file's folder).
    /// - Returns: the spec and its warnings.
    /// - Throws: ``ListSpecError`` with every error found.
    public static func parse(
        _ data: Data, format: ListSpecFormat = .json, file: String = "spec", folder: String = "."
    ) throws -> ListSpecDocument {
        let root = try decodeTree(data, format: format, file: file)
        var reader = SpecReader()
        reader.baseFolder = folder
        let spec = reader.readSpec(root)
        guard let spec, reader.errors.isEmpty else {
            throw ListSpecError(file: file, issues: reader.errors, warnings: reader.warnings)
        }
        return ListSpecDocument(file: file, spec: spec, warnings: reader.warnings)
    }
}
