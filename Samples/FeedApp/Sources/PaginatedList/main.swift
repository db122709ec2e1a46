// PaginatedList: Instant Cocoa's model-driven controller on a paginated data source, rendered at each state —
// first load, a page with the trailing loading cell, the end of the list, no results, and a failed load.
//
//   swift run --package-path Samples/FeedApp PaginatedList [OUTPUT-FOLDER]     (default: Output/paginated)
import Foundation
import ListPreview

/// A model with the `MY` prefix: its model name is `User` once the prefix is registered.
struct MYUser: Sendable {
    var name: String
    var field: String
}

/// What a failed fetch throws; its description is what the error cell shows.
struct OfflineError: Error, CustomStringConvertible {
    var description: String { "The network connection was lost." }
}

/// Three pages of people, then nothing.
let pages: [[MYUser]] = [
    [MYUser(name: "Ada Lovelace", field: "Analytical Engine"), MYUser(name: "Grace Hopper", field: "COBOL"),
     MYUser(name: "Margaret Hamilton", field: "Apollo guidance"), MYUser(name: "Katherine Johnson", field: "Orbits")],
    [MYUser(name: "Barbara Liskov", field: "Abstraction"), MYUser(name: "Frances Allen", field: "Compilers"),
     MYUser(name: "Radia Perlman", field: "Spanning tree"), MYUser(name: "Adele Goldberg", field: "Smalltalk")],
    [MYUser(name: "Hedy Lamarr", field: "Frequency hopping"), MYUser(name: "Karen Spärck Jones", field: "IDF")],
]

/// A server whose pages arrive only when released, so that each state can be rendered before the next page lands.
@MainActor
final class PageServer {
    private var released = 0
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]

    /// Page `page` (from 1), once it is released.
    func page(_ page: Int) async -> ListPaginatedDataSource.Page {
        if released < page {
            await withCheckedContinuation { waiting[page] = $0 }
        }
        let objects: [MYUser] = page <= pages.count ? pages[page - 1] : []
        return ListPaginatedDataSource.Page(objects: objects, numberOfPages: pages.count)
    }

    /// Lets page `page` arrive.
    func release(_ page: Int) {
        released = max(released, page)
        waiting.removeValue(forKey: page)?.resume()
    }
}

@MainActor
func makeController() -> ListModelCollectionController {
    var layout = ListCollectionViewLayout()
    layout.scale = 2
    let controller = ListModelCollectionController(boundsSize: CGSize(width: 390, height: 640), layout: layout)
    controller.inflector.addPrefixes(["MY"])
    controller.cellConfigurations.on(modelNamed: "User") { cell, model in
        guard let user = model as? MYUser else { return }
        cell.content = ListCellContent(text: user.name, detailText: user.field, accessory: .disclosureIndicator)
    }
    controller.defaultCellHeight = 60
    return controller
}

@MainActor
func render(_ controller: ListModelCollectionController, _ name: String, into folder: URL) throws {
    controller.collectionView.layoutIfNeeded()
    let image = try ListSnapshot.image(of: controller.collectionView, scale: 2)
    let url = folder.appendingPathComponent(name)
    try PNGEncoder().write(image, to: url)
    print(url.relativePath)
}

@MainActor
func run(output: URL) async throws {
    // 1-3: a paginated source, from its first load to the end of the list.
    let list = makeController()
    let server = PageServer()
    let source = ListPaginatedDataSource { page in await server.page(page) }
    list.dataSource = source
    list.collectionView.layoutIfNeeded()     // the loading cell is displayed: page 1 is requested
    try render(list, "1-first-load.png", into: output)
    server.release(1)
    await source.pendingFetch?.value         // page 1 arrives; its trailing loading cell requests page 2
    try render(list, "2-next-page-loading.png", into: output)
    for page in 2...pages.count + 1 {
        server.release(page)
        await source.pendingFetch?.value
    }
    try render(list, "3-end-of-list.png", into: output)

    // 4: a search that finds nothing.
    let empty = makeController()
    let search = ListRemoteDataSource { [] }
    empty.dataSource = search
    await search.fetchData()
    try render(empty, "4-no-results.png", into: output)

    // 5: a failed load, shown as an error cell.
    let failed = makeController()
    let offline = ListRemoteDataSource(placeholderOptions: [.loading, .errors]) { throw OfflineError() }
    failed.dataSource = offline
    await offline.fetchData()
    try render(failed, "5-error.png", into: output)
}

let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Output/paginated")
do {
    try await run(output: output)
} catch {
    FileHandle.standardError.write(Data("PaginatedList: \(error)\n".utf8))
    exit(2)
}
