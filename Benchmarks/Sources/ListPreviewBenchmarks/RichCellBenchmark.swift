import Foundation
import ListPreview

/// The `rich` part of the `render` suite: one 390×844-point frame of 20 rich cells — an avatar (a 96×96 photo scaled
/// into a clipped circle), a name and a two-line caption, a photo (aspect-fill, clipped, rounded), a row of three
/// buttons, a border — drawn at 1×, 2× and 3×, timed interleaved with the frame of text cells of
/// ``RenderBenchmark/frameScene(scale:)`` (the baseline, whose goal is the same) in the same process.
///
/// Prints raster ms, encode ms and frames per second (1 / (raster + encode), one core) of both frames, and the
/// median over rounds of the rich frame's raster time over the text frame's; the same frame with every cell laid out
/// by Auto Layout (anchors, issue 35) in the same rounds (`AL`); then the cost of building and laying out one cell's
/// view tree (`snapshot()`) with frames and with constraints, which a render pays once per cell and state, not per
/// frame.
enum RichCellBenchmark {
    static func run(fonts: FontSet, scales: [Double]) throws {
        let rasterizer = Rasterizer(fonts: fonts, overlays: .none)
        let encoder = PNGEncoder(backend: .libdeflate)
        // The previous default level, timed in the same rounds: what level 1 saves, and what it costs in size.
        let level2 = PNGEncoder(backend: .libdeflate, compressionLevel: 2)
        let table = Table(columns: [
            "scale", "pixels", "rich raster ms", "rich encode ms", "rich fps", "text raster ms", "text encode ms",
            "text fps", "rich ÷ text", "AL raster ms", "AL fps", "rich L2 ms", "text L2 ms", "KB L1/L2 rich",
            "KB L1/L2 text",
        ])
        print(machineLine())
        print("rich cells: 20 cells of avatar, two labels, a photo and three buttons (vs the text-cell frame)")
        table.printHeader()
        for scale in scales {
            let rich = try MainActor.assumeIsolated { try richScene(scale: scale) }
            let constrained = try MainActor.assumeIsolated { try richScene(scale: scale, constraints: true) }
            var text = RenderBenchmark.frameScene(scale: scale)
            text.spacingMarkers = []
            text.guides = []
            let rasters = Interleaved.measure(minRounds: 20, maxRounds: 20, budget: 0, [
                { blackHole(try? rasterizer.render(rich)) },
                { blackHole(try? rasterizer.render(text)) },
                { blackHole(try? rasterizer.render(constrained)) },
            ])
            let richImage = try rasterizer.render(rich)
            let textImage = try rasterizer.render(text)
            let encodes = try Interleaved.measure(minRounds: 10, maxRounds: 10, budget: 0, [
                { blackHole(try encoder.encode(richImage)) },
                { blackHole(try encoder.encode(textImage)) },
                { blackHole(try level2.encode(richImage)) },
                { blackHole(try level2.encode(textImage)) },
            ])
            let sizes = try [encoder, level2].map { encoder in
                try [richImage, textImage].map { try encoder.encode($0).count / 1024 }
            }
            table.printRow([
                "\(Int(scale))×", "\(richImage.width)×\(richImage.height)", format(rasters[0], scale: 1e6, 2),
                format(encodes[0], scale: 1e6, 2), format(1e9 / (rasters[0].median + encodes[0].median), 0),
                format(rasters[1], scale: 1e6, 2), format(encodes[1], scale: 1e6, 2),
                format(1e9 / (rasters[1].median + encodes[1].median), 0),
                format(Interleaved.medianRatio(rasters[0], over: rasters[1]), 2),
                format(rasters[2], scale: 1e6, 2), format(1e9 / (rasters[2].median + encodes[0].median), 0),
                format(encodes[2], scale: 1e6, 2), format(encodes[3], scale: 1e6, 2),
                "\(sizes[0][0])/\(sizes[1][0])", "\(sizes[0][1])/\(sizes[1][1])",
            ])
        }
        print("(medians, p90 in parentheses; fps: 1 / (raster + encode medians), one core, \(Clock.name); both frames")
        print(" without overlays; rich ÷ text: median over rounds of the raster times, timed interleaved; L2: libdeflate")
        print(" level 2, the default before level 1, in the same rounds; KB: file sizes at level 1 / level 2;")
        print(" AL: the rich frame with every cell laid out by constraints, its fps with the rich frame's encode)")
        let builds = MainActor.assumeIsolated {
            Interleaved.measure(minRounds: 30, maxRounds: 30, budget: 0, [
                { blackHole(cellTree(item: 3)) },
                { blackHole(cellTree(item: 3, constraints: true)) },
            ])
        }
        print("one rich cell's tree built and laid out (snapshot()): \(format(builds[0], scale: 1e3, 1)) µs with frames,"
            + " \(format(builds[1], scale: 1e3, 1)) µs with constraints")
    }

    /// A photo-like bitmap: a gradient with a pattern, `side`×`side` pixels, drawn once.
    static let photo: ListImage = {
        let side = 96
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let red = UInt32(x * 255 / side), green = UInt32(y * 255 / side)
                let blue = UInt32((x ^ y) & 0x3F) * 3
                pixels[y * side + x] = 0xFF00_0000 | red << 16 | green << 8 | blue
            }
        }
        return ListImage(format: .png, name: "photo", width: side, height: side, scale: 1, argb32: pixels)
    }()

    /// One rich cell as a UIKit-style tree: avatar, name, caption, photo, button row, laid out and snapshotted —
    /// placed by frames, or (`constraints`) by anchor constraints that give the same frames.
    @MainActor static func cellTree(item: Int, constraints: Bool = false) -> ListViewSnapshot {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 358, height: 36))
        root.backgroundColor = .systemBackground
        root.layer.borderWidth = 1
        root.layer.borderColor = UIColor.separator.cgColor
        root.layer.cornerRadius = 8
        root.clipsToBounds = true
        let avatar = UIImageView(image: ListViewImage(listImage: photo))
        avatar.frame = CGRect(x: 4, y: 4, width: 28, height: 28)
        avatar.contentMode = .scaleAspectFill
        avatar.layer.cornerRadius = 14
        avatar.clipsToBounds = true
        let name = UILabel(frame: CGRect(x: 38, y: 2, width: 150, height: 14))
        name.text = "Friend \(item + 1)"
        name.font = .systemFont(ofSize: 12, weight: .semibold)
        let caption = UILabel(frame: CGRect(x: 38, y: 16, width: 150, height: 20))
        caption.text = "A caption long enough to wrap on two lines, item \(item + 1)"
        caption.font = .systemFont(ofSize: 8)
        caption.textColor = .secondaryLabel
        caption.numberOfLines = 2
        let picture = UIImageView(image: ListViewImage(listImage: photo))
        picture.frame = CGRect(x: 192, y: 3, width: 60, height: 30)
        picture.contentMode = .scaleAspectFill
        picture.clipsToBounds = true
        picture.layer.cornerRadius = 4
        let buttons = UIStackView(frame: CGRect(x: 256, y: 6, width: 98, height: 24))
        buttons.axis = .horizontal
        buttons.spacing = 2
        buttons.distribution = .fillEqually
        for title in ["Like", "Reply", "Share"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.backgroundColor = .secondarySystemBackground
            button.layer.cornerRadius = 4
            buttons.addArrangedSubview(button)
        }
        for view in [avatar, name, caption, picture, buttons] as [UIView] { root.addSubview(view) }
        if constraints {
            // The frames above, as an app using Auto Layout writes them.
            for view in [avatar, name, caption, picture, buttons] as [UIView] {
                let frame = view.frame
                view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: frame.minX),
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.minY),
                    view.widthAnchor.constraint(equalToConstant: frame.width),
                    view.heightAnchor.constraint(equalToConstant: frame.height),
                ])
            }
        }
        return root.snapshot()
    }

    /// The rich frame: the text frame's pinned header and 20 cells of 358×36 points, each drawing a rich tree.
    @MainActor static func richScene(scale: Double, constraints: Bool = false) throws -> RenderScene {
        var scene = RenderBenchmark.frameScene(scale: scale)
        scene.spacingMarkers = []
        scene.guides = []
        for index in scene.elements.indices where scene.elements[index].kind == .cell {
            scene.elements[index].frame.size.height = 36
            scene.elements[index].content = ListCellContent()
            scene.elements[index].view = cellTree(item: scene.elements[index].item ?? 0, constraints: constraints)
        }
        return scene
    }
}
