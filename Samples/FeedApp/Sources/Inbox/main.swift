import Foundation
import ListPreview

// Inbox: a notifications screen whose cells are laid out with constraints — anchors (NotificationCell), SnapKit's
// DSL (SummaryCell), the visual format language (RepositoryHeaderView) and NSLayoutConstraint(item:…)
// (LoadingOlderCell) — sized from their constraints, in a navigation controller with a large title and a tab bar.
// Renders the screen as an iPhone 16 shows it in light, dark, and at AX5 right to left, and as an iPad shows it (a
// regular width: the list is a readable column), and lists every cell's frame and any broken constraint:
//
//   swift run --package-path Samples/FeedApp InboxApp FOLDER

@MainActor
func run() throws {
    guard let folder = CommandLine.arguments.dropFirst().first else {
        FileHandle.standardError.write(Data("usage: InboxApp FOLDER\n".utf8))
        exit(2)
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let phone = CGSize(width: 393, height: 852)
    let pad = CGSize(width: 820, height: 1180)
    let screens: [(name: String, environment: ListEnvironment, size: CGSize, scale: Double)] = [
        ("inbox", ListEnvironment(), phone, 3),
        ("inbox-dark", ListEnvironment(theme: .dark), phone, 3),
        ("inbox-ax5-rtl", ListEnvironment(
            contentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft), phone, 3),
        // An iPad's regular width: the list becomes a readable column.
        ("inbox-ipad", ListEnvironment(), pad, 2),
    ]
    var report: [String] = []
    for (name, environment, size, scale) in screens {
        let (screen, inbox) = InboxViewController.makeScreen()
        let image = try ListSnapshot.image(of: screen, size: size, scale: scale, environment: environment)
        let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).png")
        try PNGEncoder().encode(image).write(to: url)
        FileHandle.standardError.write(Data("wrote \(url.path)\n".utf8))
        report.append("== \(name)")
        report += describe(inbox.collectionView)
    }
    let text = URL(fileURLWithPath: folder).appendingPathComponent("inbox.txt")
    try (report.joined(separator: "\n") + "\n").write(to: text, atomically: true, encoding: .utf8)
    FileHandle.standardError.write(Data("wrote \(text.path)\n".utf8))
}

/// Each visible cell and header with its frame, then its subviews' frames and any broken constraint.
@MainActor
func describe(_ collectionView: UICollectionView) -> [String] {
    var lines: [String] = []
    func walk(_ view: UIView, depth: Int) {
        for subview in view.subviews where !subview.isHidden {
            let id = subview.accessibilityIdentifier.map { " `\($0)`" } ?? ""
            lines.append(String(repeating: "  ", count: depth) + "\(type(of: subview))\(id) \(subview.frame)")
            for broken in subview.brokenConstraints { lines.append(String(repeating: "  ", count: depth) + "  broken: \(broken)") }
            walk(subview, depth: depth + 1)
        }
    }
    let views: [UIView] = collectionView.visibleCells + collectionView.visibleSupplementaryViews(
        ofKind: UICollectionView.elementKindSectionHeader)
    for view in views.sorted(by: { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }) {
        lines.append("\(type(of: view)) \(view.frame)")
        walk((view as? UICollectionViewCell)?.contentView ?? view, depth: 1)
    }
    return lines
}

do {
    try MainActor.assumeIsolated { try run() }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
