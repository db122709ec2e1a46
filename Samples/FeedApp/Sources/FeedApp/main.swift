import Foundation
import ListPreview

// FeedApp: builds an app-style feed from section controllers and UIKit-style cells (avatar, photo, action row,
// likes, caption, comments) on an iPhone screen (a navigation bar titled "Feed" and a tab bar:
// FeedScreenController), prints (or dumps as JSON) the visible cells and their frames, applies an animated update
// through ListAdapterUpdater (recording it with ListAnimation) and prints what it did, and with `--png FOLDER`
// renders each state of the screen, plus a strip and an APNG of the update.

@MainActor
func run() async throws {
    let arguments = CommandLine.arguments.dropFirst()
    let json = arguments.contains("--json")
    let pngFolder = arguments.firstIndex(of: "--png").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }

    let feed = FeedViewController(
        posts: [
            Post(id: 1, author: "Ana", text: "Sunrise over the bay this morning.", likes: 12, comments: ["Ben: wow", "Dev: 😍"],
                 photo: "photo"),
            Post(id: 2, author: "Ben", text: "Shipped the new list engine today: diffed, laid out and drawn without a device.",
                 likes: 48, comments: ["Ana: congrats!"]),
            Post(id: 3, author: "Chloé", text: "Trying a new sourdough recipe.", likes: 7, comments: [], photo: "photo"),
            Post(id: 4, author: "Dev", text: "Anyone up for a run on Saturday?", likes: 3, comments: ["Eun: me!"]),
        ],
        size: CGSize(width: 390, height: 844))
    let screen = FeedScreenController.makeScreen(feed: feed)
    var states: [(String, VisibleDump, RasterImage)] = []
    func capture(_ name: String) throws {
        // The screen as an iPhone 14 shows it: status bar, navigation bar, the feed under them, the tab bar.
        let image = try ListSnapshot.image(of: screen, size: CGSize(width: 390, height: 844), scale: 2)
        feed.collectionView.layoutIfNeeded()  // the visible-view lists report the last layout pass, as in UIKit
        states.append((name, VisibleDump(feed.collectionView), image))
    }

    try capture("initial")
    // What VoiceOver reads on the first screen: the bars and the feed, each element outlined and numbered, the legend
    // beside it.
    let accessibility = try pngFolder.map { _ in
        try ListSnapshot.accessibilityImage(of: screen, size: CGSize(width: 390, height: 844), scale: 2)
    }

    // The model changes: a new post on top, post 2 gets a like and a comment, loading finishes.
    feed.posts.insert(Post(id: 5, author: "Eun", text: "Hello from the headless feed!", likes: 0, comments: []), at: 0)
    feed.posts[2].likes += 1
    feed.posts[2].comments.append("Chloé: so good!")
    feed.isLoadingMore = false
    // The update is recorded as it is applied: what every visible cell and header showed before and after.
    // Transitions are kept only inside a recording scope; this one also gets what the animation's own scope records.
    var recordedAnimation: ListAnimation?
    let transitions = try feed.updater.recordTransitions {
        recordedAnimation = try ListAnimation(recording: feed.adapter) {
            feed.adapter.performUpdates(animated: true)
        }
    }
    let animation = recordedAnimation!
    try capture("after update")

    // Scroll to Ana's post, then drag a little further: her header pins at the top (sticky headers).
    feed.adapter.scroll(to: feed.posts[1], supplementaryKinds: [ListCollectionView.elementKindSectionHeader], scrollPosition: .top, animated: false)
    feed.collectionView.simulateDrag(to: CGPoint(x: 0, y: feed.collectionView.contentOffset.y + 30))
    try capture("scrolled")

    if json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let dumps = Dictionary(uniqueKeysWithValues: states.map { ($0.0, $0.1) })
        print(String(decoding: try encoder.encode(dumps), as: UTF8.self))
    } else {
        for (name, dump, _) in states {
            print("== \(name): offset \(dump.contentOffset), content size \(dump.contentSize)")
            dump.lines.forEach { print($0) }
        }
        for transition in transitions {
            print("== transition: \(transition.kind.rawValue), animated \(transition.animated)")
            print("  sections inserted \(transition.update.insertSections), deleted \(transition.update.deleteSections), moved \(transition.update.moveSections.map { "\($0.from)→\($0.to)" })")
            print("  items inserted \(transition.insertedItems), deleted \(transition.deletedItems)")
        }
    }

    if let pngFolder {
        for (index, (name, _, image)) in states.enumerated() {
            let url = URL(fileURLWithPath: pngFolder).appendingPathComponent("feed-\(index)-\(name.replacingOccurrences(of: " ", with: "-")).png")
            try FileManager.default.createDirectory(atPath: pngFolder, withIntermediateDirectories: true)
            try PNGEncoder().write(image, to: url)
            FileHandle.standardError.write(Data("wrote \(url.path)\n".utf8))
        }
        let accessibilityURL = URL(fileURLWithPath: pngFolder).appendingPathComponent("feed-accessibility.png")
        try PNGEncoder().write(accessibility!, to: accessibilityURL)
        FileHandle.standardError.write(Data("wrote \(accessibilityURL.path)\n".utf8))
        // The adapter's update, animated as `listpreview animate` animates a spec's: a strip and an APNG.
        let folder = URL(fileURLWithPath: pngFolder)
        try await animation.writeStrip(to: folder.appendingPathComponent("feed-update-strip.png"), framesPerUpdate: 5)
        try await animation.writeAPNG(to: folder.appendingPathComponent("feed-update-apng.png"))
        FileHandle.standardError.write(Data("wrote \(folder.path)/feed-update-strip.png, feed-update-apng.png\n".utf8))
    }
}

do {
    try await run()
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
