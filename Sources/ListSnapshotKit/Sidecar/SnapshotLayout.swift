import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSpecKit

/// The structure beside a golden image: every element's frame, as `listpreview layout` prints it. `record` writes it
/// as `NAME.layout.json` beside `NAME.png`, and `verify` compares it with the current layout to say *what* moved.
///
/// ```swift
/// let sidecar = SnapshotLayout(layout)                 // from a computed layout
/// try Data(try sidecar.strictJSON().utf8).write(to: url)   // never inf or nan
/// let golden = try SnapshotLayout(json: Data(contentsOf: url))
/// let changes = LayoutChange.changes(from: golden, to: sidecar)
/// ```
public struct SnapshotLayout: Hashable, Sendable {
    /// One laid-out element.
    public struct Element: Hashable, Sendable {
        /// `cell`, `header` or `footer`.
        public var kind: String
        /// Its section.
        public var section: Int
        /// Its item (0 for headers and footers).
        public var item: Int
        /// `[x, y, width, height]` in points, in content coordinates.
        public var frame: [Double]

        /// Creates an element.
        public init(kind: String, section: Int, item: Int, frame: [Double]) {
            self.kind = kind
            self.section = section
            self.item = item
            self.frame = frame
        }
    }

    /// The content size `[width, height]` in points.
    public var contentSize: [Double]
    /// Every element, headers and footers first in each section's order as `layout` lists them.
    public var elements: [Element]

    /// Creates a layout description from its parts.
    public init(contentSize: [Double], elements: [Element]) {
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The elements of a computed layout at its content offset.
    public init(_ layout: ListCollectionViewLayout) {
        var elements: [Element] = []
        for section in 0..<layout.numberOfSections {
            let path = ListIndexPath(section: section, item: 0)
            for kind in [ListElementKind.header, .footer] {
                if let attributes = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) {
                    elements.append(Element(kind: kind.rawValue, section: section, item: 0, frame: Self.frame(attributes.frame)))
                }
            }
            for item in 0..<layout.numberOfItems(inSection: section) {
                if let attributes = layout.layoutAttributesForItem(at: ListIndexPath(section: section, item: item)) {
                    elements.append(Element(kind: "cell", section: section, item: item, frame: Self.frame(attributes.frame)))
                }
            }
        }
        self.init(contentSize: [Double(layout.contentSize.width), Double(layout.contentSize.height)], elements: elements)
        self.stickyHeaders = Set((0..<layout.numberOfSections).filter { section in
            layout.layoutAttributesForSupplementaryView(ofKind: .header, at: ListIndexPath(section: section, item: 0))?
                .isSticky == true
        })
    }

    /// The content point at the rendered image's top-left corner (the content offset for a viewport render), so
    /// frames can be drawn over the image; not part of the sidecar file.
    public var imageOrigin: [Double] = [0, 0]

    /// Sections whose header is displaced from its resting place (the `sticky` flag of `layout`'s output).
    public var stickyHeaders: Set<Int> = []

    /// The font files that drew the golden, by name and SHA-256 (`nil`: not recorded — the `layout` command's
    /// output, or a sidecar written before fonts were recorded). Written as `"fonts"` after `"footers"`.
    public var fonts: [FontRecord]?

    /// The versions of the text libraries that drew the golden (`FontRecord.textLibraries`), when recorded.
    /// Written as `"textLibraries"`.
    public var textLibraries: [String: String]?

    /// The subviews of each element that draws a view tree (`recordViews(of:)`), written as
    /// `"views"` last; `nil` when no element draws one (the `layout` command's output, a spec of text cells, or a
    /// sidecar written before subviews were recorded).
    public var views: [ElementViews]?
    /// The SF Symbol names the views ask for that the symbol table does not have (each drawn as a marked
    /// placeholder), sorted, each once; written as `"unknownSymbols"` after `"textLibraries"`, and only when there
    /// is one (`recordViews(of:)`; docs/SYMBOLS.md).
    public var unknownSymbols: [String]?
    /// What VoiceOver reads on the screen, in order (``AccessibilityEntry``): written only in an accessibility
    /// golden's sidecar (`feed.accessibility.layout.json`), `nil` in every other.
    public var accessibility: [AccessibilityEntry]?
    /// What is wrong with the constraints of the elements' view trees (broken required constraints, ambiguous
    /// frames: ``ConstraintIssue``), recorded with ``views`` and written as `"constraintIssues"` after `"views"`,
    /// only when there is one (docs/CONSTRAINTS.md).
    public var constraintIssues: [ConstraintIssue]?

    /// The layout mirrored left to right about `axis` (every frame's x becomes `axis - x - width`), as a spec with
    /// `flipsHorizontallyInOppositeLayoutDirection` in a right-to-left environment is drawn
    /// (``SpecPipeline/mirrorAxis(of:layout:region:)``); `nil` leaves it as it is.
    ///
    /// - Parameter axis: the sum of the left and right edges of the mirrored region, in points.
    /// - Returns: the mirrored layout.
    public func mirrored(about axis: Double?) -> SnapshotLayout {
        guard let axis else { return self }
        var mirrored = self
        mirrored.elements = elements.map { element in
            var element = element
            let x = axis - element.frame[0] - element.frame[2]
            element.frame[0] = x == 0 ? 0 : x  // never -0
            return element
        }
        return mirrored
    }

    /// Reads a sidecar (the `layout` command's JSON).
    ///
    /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` (with an empty path) when it is not that shape, or
    ///   not JSON (`not valid JSON at LINE:COLUMN: …`).
    public init(json data: Data) throws {
        do throws(JSONFieldError) {
            try self.init(JSONFields.root(of: data))
        } catch {
            throw SnapshotError.unreadableGolden(path: "", reason: error.description)
        }
    }

    /// Reads a sidecar's fields, each checked: frames of exactly 4 finite numbers, sections and items whole
    /// numbers from 0, the fonts as file and checksum strings.
    private init(_ object: JSONFields) throws(JSONFieldError) {
        let coordinates: ClosedRange<Double> = -1e15...1e15
        guard let size = try object.optionalObject("contentSize") else {
            throw JSONFieldError(path: "contentSize", reason: "must be an object { \"width\", \"height\" }, got nothing")
        }
        let width = try size.number("width", in: coordinates)
        let height = try size.number("height", in: coordinates)
        var elements: [Element] = []
        var sticky = Set<Int>()
        for (key, kind) in [("headers", "header"), ("footers", "footer"), ("items", "cell")] {
            for entry in try object.objects(key) {
                let section = try entry.integer("section", in: 0...Int(Int32.max))
                let item = kind == "cell" ? try entry.optionalInteger("item", in: 0...Int(Int32.max)) ?? 0 : 0
                guard let frame = try entry.optionalNumbers("frame", count: 4, in: coordinates) else {
                    throw JSONFieldError(path: entry.path + ".frame", reason: "must be an array of 4 numbers, got nothing")
                }
                elements.append(Element(kind: kind, section: section, item: item, frame: frame))
                if try entry.optionalBool("sticky") == true { sticky.insert(section) }
            }
        }
        self.init(contentSize: [width, height], elements: elements)
        self.stickyHeaders = sticky
        self.fonts = try object.optionalObjects("fonts")?.map { (entry) throws(JSONFieldError) in
            FontRecord(file: try entry.string("file"), sha256: try entry.string("sha256"))
        }
        textLibraries = try object.optionalStringMap("textLibraries")
        unknownSymbols = try object.optionalStrings("unknownSymbols")
        views = try Self.readViews(object)
        constraintIssues = try Self.readConstraintIssues(object)
        accessibility = try Self.readAccessibility(object)
    }

    /// ``json`` once every number in it is checked finite: what `listpreview layout` prints and `record` writes as
    /// a golden's sidecar, so that neither ever holds `inf` or `nan`.
    ///
    /// - Returns: the JSON text.
    /// - Throws: ``NonFiniteJSONNumber`` naming the first NaN or infinity, by the path it would have had in the
    ///   text (`contentSize.height`, `headers[0].frame[1]`).
    public func strictJSON() throws(NonFiniteJSONNumber) -> String {
        // The arrays as ``json`` fills them: headers, footers, and every other element among the items.
        let items = elements.filter { $0.kind != "header" && $0.kind != "footer" }.map(\.frame)
        let headers = elements.filter { $0.kind == "header" }.map(\.frame)
        let footers = elements.filter { $0.kind == "footer" }.map(\.frame)
        try NonFiniteJSONNumber.check(
            contentSize: contentSize, arrays: [("items", items), ("headers", headers), ("footers", footers)])
        try checkViews()
        try checkAccessibility()
        return json
    }

    /// The JSON text `listpreview layout` prints for this layout, unchecked (``strictJSON()`` checks it).
    public var json: String {
        func frame(_ values: [Double]) -> String {
            "[" + values.map { ListJSONNumber.format($0) }.joined(separator: ", ") + "]"
        }
        var items: [String] = []
        var headers: [String] = []
        var footers: [String] = []
        for element in elements {
            switch element.kind {
            case "header":
                headers.append("{ \"section\": \(element.section), \"frame\": \(frame(element.frame)), "
                    + "\"sticky\": \(stickyHeaders.contains(element.section)) }")
            case "footer":
                footers.append("{ \"section\": \(element.section), \"frame\": \(frame(element.frame)) }")
            default:
                items.append(
                    "{ \"section\": \(element.section), \"item\": \(element.item), \"frame\": \(frame(element.frame)) }")
            }
        }
        func array(_ lines: [String]) -> String {
            lines.isEmpty ? "[]" : "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
        }
        let size = "{ \"width\": \(ListJSONNumber.format(contentSize[0])), "
            + "\"height\": \(ListJSONNumber.format(contentSize[1])) }"
        var text = "{\n  \"contentSize\": \(size),\n  \"items\": \(array(items)),\n  \"headers\": \(array(headers)),\n"
            + "  \"footers\": \(array(footers))"
        if let fonts {
            text += ",\n  \"fonts\": " + array(fonts.map { font in
                "{ \"file\": \(ListJSONString.quoted(font.file)), \"sha256\": \(ListJSONString.quoted(font.sha256)) }"
            })
        }
        if let textLibraries {
            let entries = textLibraries.keys.sorted().map { name in
                "\(ListJSONString.quoted(name)): \(ListJSONString.quoted(textLibraries[name] ?? ""))"
            }
            text += ",\n  \"textLibraries\": { " + entries.joined(separator: ", ") + " }"
        }
        return text + unknownSymbolsJSON + viewsJSON + constraintIssuesJSON + accessibilityJSON + "\n}\n"
    }

    private static func frame(_ rect: CGRect) -> [Double] {
        [Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height)]
    }
}
