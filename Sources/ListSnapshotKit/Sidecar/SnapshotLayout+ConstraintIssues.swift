import Foundation
import ListCore
import ListPlumbing
import ListSpecKit
import ListViewKit

extension SnapshotLayout {
    /// What is wrong with the constraints of one element's view tree (``ListViewSnapshot/constraintIssues``), as
    /// the sidecar's `"constraintIssues"` records it: `{ "kind": "cell", "section": 0, "item": 2, "issue":
    /// "unsatisfiable", "view": "title", "constraint": "UILabel 'title'.width == 150", "conflicts": ["UILabel
    /// 'title'.width == 100"], "detail": "" }`.
    public struct ConstraintIssue: Hashable, Sendable {
        /// `cell`, `header` or `footer`.
        public var kind: String
        /// Its section.
        public var section: Int
        /// Its item (0 for headers and footers).
        public var item: Int
        /// The issue.
        public var issue: ListConstraintIssue

        /// Creates a record.
        public init(kind: String, section: Int, item: Int, issue: ListConstraintIssue) {
            self.kind = kind
            self.section = section
            self.item = item
            self.issue = issue
        }

        /// The issue in words, as `verify` and the report show it: ``cell 0·2: unsatisfiable: UILabel
        /// 'title'.width == 150 broken (conflicts with UILabel 'title'.width == 100) in `title` ``.
        public var message: String {
            (kind == "cell" ? "cell \(section)·\(item)" : "\(kind) \(section)") + ": \(issue)"
        }
    }

    /// Records the constraint issues of each element's tree, in the order of `trees` (the sidecar's element
    /// order); leaves ``constraintIssues`` `nil` when there is none, so sidecars stay as they were.
    mutating func recordConstraintIssues(_ trees: [(kind: String, section: Int, item: Int, tree: ListViewSnapshot)]) {
        let issues = trees.flatMap { element in
            (element.tree.constraintIssues ?? []).map {
                ConstraintIssue(kind: element.kind, section: element.section, item: element.item, issue: $0)
            }
        }
        constraintIssues = issues.isEmpty ? nil : issues
    }

    /// Every constraint issue in words (``ConstraintIssue/message``), `nil` when there is none.
    public var constraintIssueMessages: [String]? { constraintIssues.map { $0.map(\.message) } }

    /// How the constraint issues differ from a golden's: `+ ` before each new one and `− ` before each that is
    /// gone, the golden's order for those gone, then the current order for the new; empty when they are the same.
    ///
    /// - Parameters:
    ///   - golden: the golden's sidecar.
    ///   - current: the current layout.
    /// - Returns: the lines.
    public static func constraintIssueChanges(from golden: SnapshotLayout, to current: SnapshotLayout) -> [String] {
        let before = golden.constraintIssueMessages ?? [], after = current.constraintIssueMessages ?? []
        let kept = Set(before).intersection(after)
        return before.filter { !kept.contains($0) }.map { "− " + $0 } + after.filter { !kept.contains($0) }.map { "+ " + $0 }
    }

    /// The `"constraintIssues"` member of the sidecar's text (after `"views"`), or `""`.
    var constraintIssuesJSON: String {
        guard let constraintIssues else { return "" }
        let entries = constraintIssues.map { entry -> String in
            let conflicts: String = entry.issue.conflicts.map(ListJSONString.quoted).joined(separator: ", ")
            let fields: [String] = [
                "\"kind\": \(ListJSONString.quoted(entry.kind))", "\"section\": \(entry.section)",
                "\"item\": \(entry.item)", "\"issue\": \(ListJSONString.quoted(entry.issue.kind.rawValue))",
                "\"view\": \(ListJSONString.quoted(entry.issue.view))",
                "\"constraint\": \(ListJSONString.quoted(entry.issue.constraint))", "\"conflicts\": [\(conflicts)]",
                "\"detail\": \(ListJSONString.quoted(entry.issue.detail))",
            ]
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        return ",\n  \"constraintIssues\": [\n    " + entries.joined(separator: ",\n    ") + "\n  ]"
    }

    /// Reads the sidecar's `"constraintIssues"`, each field checked (`nil` when absent: a sidecar without issues,
    /// or one written before they were recorded).
    static func readConstraintIssues(_ object: JSONFields) throws(JSONFieldError) -> [ConstraintIssue]? {
        guard let entries = try object.optionalObjects("constraintIssues") else { return nil }
        var issues: [ConstraintIssue] = []
        for entry in entries {
            let kind = try entry.string("kind")
            guard ["cell", "header", "footer"].contains(kind) else {
                throw JSONFieldError(path: entry.path + ".kind", reason: "must be cell, header or footer, got \"\(kind)\"")
            }
            let name = try entry.string("issue")
            guard let issueKind = ListConstraintIssue.Kind(rawValue: name) else {
                let known = ListConstraintIssue.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                throw JSONFieldError(path: entry.path + ".issue", reason: "must be one of \(known), got \"\(name)\"")
            }
            issues.append(ConstraintIssue(
                kind: kind, section: try entry.integer("section", in: 0...Int(Int32.max)),
                item: try entry.integer("item", in: 0...Int(Int32.max)),
                issue: ListConstraintIssue(
                    kind: issueKind, view: try entry.string("view"), constraint: try entry.string("constraint"),
                    conflicts: try entry.optionalStrings("conflicts") ?? [], detail: try entry.string("detail"))))
        }
        return issues
    }
}
