/// What is wrong with the constraints of a view tree, as a snapshot records it (``ListViewSnapshot/constraintIssues``)
/// and the layout sidecar, `verify` and the report show it: a broken required constraint (what UIKit only prints as
/// "Unable to simultaneously satisfy constraints") or a view whose frame the constraints leave ambiguous (what UIKit
/// only answers when asked, `hasAmbiguousLayout`).
///
/// ```swift
/// let tree = contentView.snapshot()
/// tree.constraintIssues?.first?.description
/// // "unsatisfiable: UILabel 'title'.width == 150 broken (conflicts with UILabel 'title'.width == 100) in `title`"
/// ```
public struct ListConstraintIssue: Sendable, Hashable, CustomStringConvertible {
    /// What kind of issue it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A required constraint was broken (``ListConstraintBreak``).
        case unsatisfiable
        /// The view's frame is not decided by its constraints (``ListView/hasAmbiguousLayout``).
        case ambiguous
        /// More issues than a tree records (``ListConstraintIssue/maximumPerTree``): ``detail`` says how many.
        case omitted
    }

    /// What kind of issue it is.
    public var kind: Kind
    /// The view it is about: its `accessibilityIdentifier`, else its path in the tree (`"0/1"`; `"root"` for the
    /// tree's root), empty when the view is not drawn (hidden, or outside the tree).
    public var view: String
    /// The broken constraint as written (``ListConstraintBreak/constraint``), or for an ambiguous view the view as
    /// descriptions name it (`UILabel 'title'`).
    public var constraint: String
    /// The required constraints the broken one conflicts with, in activation order
    /// (``ListConstraintBreak/conflicts``, at most ``ListConstraintBreak/maximumDescribedConflicts``, then
    /// `and N more`); empty for other kinds.
    public var conflicts: [String]
    /// Why it was broken (when no conflict is named), which of the frame's values are ambiguous (`x, width`), or how
    /// many issues were left out.
    public var detail: String

    /// The most issues one tree records (a hostile tree breaks thousands); the last is then an ``Kind/omitted`` one.
    public static let maximumPerTree = 50
    /// The most characters of each text field (an identifier may be as long as an app makes it), cut with `…`.
    public static let maximumTextLength = 1_000

    /// Creates an issue, its texts cut to ``maximumTextLength``.
    public init(kind: Kind, view: String, constraint: String, conflicts: [String] = [], detail: String) {
        self.kind = kind
        self.view = Self.bounded(view)
        self.constraint = Self.bounded(constraint)
        self.conflicts = conflicts.map(Self.bounded)
        self.detail = Self.bounded(detail)
    }

    /// The issue of a break, its view named in the tree.
    init(_ broken: ListConstraintBreak, view: String) {
        var conflicts = Array(broken.conflicts.prefix(ListConstraintBreak.maximumDescribedConflicts))
        if broken.conflicts.count > conflicts.count {
            conflicts.append("and \(broken.conflicts.count - conflicts.count) more")
        }
        self.init(
            kind: .unsatisfiable, view: view, constraint: broken.constraint, conflicts: conflicts,
            detail: broken.conflicts.isEmpty ? broken.reason : "")
    }

    /// The issue in words: `unsatisfiable: UILabel 'title'.width == 150 broken (conflicts with UILabel
    /// 'title'.width == 100) in `title``, `ambiguous: UILabel 'title' x, width not decided by its constraints in
    /// `title``, `omitted: 9949 more constraint issues`.
    public var description: String {
        let place = view.isEmpty ? "" : " in `\(view)`"
        switch kind {
        case .unsatisfiable:
            let why = conflicts.isEmpty
                ? ": \(detail)" : " (conflicts with \(conflicts.joined(separator: "; ")))"
            return "unsatisfiable: \(constraint) broken\(why)\(place)"
        case .ambiguous:
            return "ambiguous: \(constraint) \(detail) not decided by its constraints\(place)"
        case .omitted:
            return "omitted: \(detail)"
        }
    }

    private static func bounded(_ text: String) -> String {
        text.count <= maximumTextLength ? text : String(text.prefix(maximumTextLength - 1)) + "…"
    }
}
