import Foundation
import ListCore
import ListImageKit
import ListRenderKit
import ListTestSupport
import ListViewKit

/// One random view tree of ``ViewTreeEnvironmentPropertyTests``, built from a seed and laid out in an environment.
/// The same seed always draws the same tree (the environment takes no random numbers from it), so the trees of two
/// environments correspond view for view.
///
/// ```
///   root stack (random axis, distribution, alignment, spacing, directional margins, size)
///    ├─ label (Latin / Arabic / Hebrew / CJK / emoji, 0…3 lines, a fixed or text-style font)
///    ├─ stack ─┬─ image view (content mode)   ├─ button   └─ view (constrained width/height)
///    └─ …      any of them hidden, clipping, …
/// ```
@MainActor
struct ViewTreeCase {
    static let texts = [
        "Hello", "Our summer menu is here", "مرحبا! هل نلتقي غدا؟", "שלום עולם", "今日は良い天気ですね。散歩に行きましょう",
        "Lunch? 🍜 The new place", "数据同步 Sync", "A", "Ünïcödé wörds wrap here and there", "👍🏽🎉",
    ]

    let root: UIStackView
    let environment: ListEnvironment
    /// Every view below the root, depth first (the root excluded).
    let allViews: [UIView]

    /// Builds the tree of `seed` (without its hidden arranged views when `omittingHidden`), gives its root
    /// `environment` and lays it out.
    init(seed: UInt64, environment: ListEnvironment, omittingHidden: Bool = false) {
        var rng = SplitMix64(seed: seed)
        self.environment = environment
        let root = Self.stack(depth: 0, rng: &rng, omittingHidden: omittingHidden)
        root.frame = CGRect(
            x: 0, y: 0, width: CGFloat(Int.random(in: 80...360, using: &rng)),
            height: CGFloat(Int.random(in: 40...420, using: &rng)))
        root.overrideTraitCollection = ListTraitCollection(environment: environment)
        root.layoutIfNeeded()
        self.root = root
        var views: [UIView] = []
        func collect(_ view: UIView) {
            for subview in view.subviews {
                views.append(subview)
                collect(subview)
            }
        }
        collect(root)
        allViews = views
    }

    /// Draws the tree (or a snapshot of it) on a white scene at scale 1.
    func render(_ snapshot: ListViewSnapshot? = nil) throws -> RasterImage {
        let node = snapshot ?? root.snapshot()
        let size = root.bounds.size
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0,
            view: node)
        let scene = RenderScene(
            size: size, scale: 1, elements: [element], backgroundColor: ListColor(red: 255, green: 255, blue: 255))
        return try Rasterizer(fonts: try FontSet.bundled(), overlays: .none, environment: environment).render(scene)
    }

    private static let colors: [ListColor] = [
        ListColor(red: 255, green: 0, blue: 0), ListColor(red: 0, green: 160, blue: 0),
        ListColor(red: 0, green: 0, blue: 255), ListColor(red: 240, green: 200, blue: 0),
    ]

    private static func stack(depth: Int, rng: inout SplitMix64, omittingHidden: Bool) -> UIStackView {
        let stack = UIStackView()
        stack.axis = Bool.random(using: &rng) ? .horizontal : .vertical
        stack.distribution = UIStackView.Distribution.allCases.randomElement(using: &rng)!
        stack.alignment = UIStackView.Alignment.allCases.randomElement(using: &rng)!
        stack.spacing = CGFloat(Int.random(in: 0...12, using: &rng))
        if Bool.random(using: &rng) {
            // Set before the view has its environment, as a cell's init(frame:) sets them.
            stack.directionalLayoutMargins = ListDirectionalEdgeInsets(
                top: CGFloat(Int.random(in: 0...10, using: &rng)), leading: CGFloat(Int.random(in: 0...20, using: &rng)),
                bottom: CGFloat(Int.random(in: 0...10, using: &rng)), trailing: CGFloat(Int.random(in: 0...4, using: &rng)))
            stack.isLayoutMarginsRelativeArrangement = true
        }
        stack.backgroundColor = colors.randomElement(using: &rng)!.withAlphaComponent(0.2)
        stack.clipsToBounds = Int.random(in: 0..<3, using: &rng) == 0
        for _ in 0..<Int.random(in: 1...(depth == 0 ? 5 : 3), using: &rng) {
            let child = view(depth: depth + 1, rng: &rng, omittingHidden: omittingHidden)
            let hidden = Int.random(in: 0..<6, using: &rng) == 0
            child.isHidden = hidden
            if hidden, omittingHidden { continue }
            stack.addArrangedSubview(child)
        }
        return stack
    }

    private static func view(depth: Int, rng: inout SplitMix64, omittingHidden: Bool) -> UIView {
        switch Int.random(in: 0..<(depth < 3 ? 6 : 5), using: &rng) {
        case 0, 1:
            let label = UILabel()
            label.text = texts.randomElement(using: &rng)!
            label.numberOfLines = Int.random(in: 0...3, using: &rng)
            label.font = Bool.random(using: &rng)
                ? .preferredFont(forTextStyle: UIFont.TextStyle.allCases.randomElement(using: &rng)!)
                : .systemFont(ofSize: CGFloat(Int.random(in: 10...26, using: &rng)))
            label.textColor = colors.randomElement(using: &rng)!
            return label
        case 2:
            let side = Int.random(in: 4...40, using: &rng)
            let image = ListImage(
                format: .png, name: "r.png", width: side, height: side / 2 + 1,
                argb32: Array(repeating: 0xFF00_80FF, count: side * (side / 2 + 1)))
            let imageView = UIImageView(image: ListViewImage(listImage: image))
            imageView.contentMode = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
                .randomElement(using: &rng)!
            imageView.backgroundColor = colors.randomElement(using: &rng)!
            return imageView
        case 3:
            let button = UIButton(type: .system)
            button.setTitle(["Follow", "Like 👍", "إعجاب", "もっと"].randomElement(using: &rng)!, for: .normal)
            return button
        case 4:
            let plain = UIView()
            plain.backgroundColor = colors.randomElement(using: &rng)!
            if Bool.random(using: &rng) { plain.constrainedWidth = CGFloat(Int.random(in: 4...200, using: &rng)) }
            if Bool.random(using: &rng) { plain.constrainedHeight = CGFloat(Int.random(in: 4...120, using: &rng)) }
            return plain
        default:
            return stack(depth: depth, rng: &rng, omittingHidden: omittingHidden)
        }
    }
}
