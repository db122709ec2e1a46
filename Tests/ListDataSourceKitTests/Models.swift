import ListDataSourceKit

struct MYUser: Sendable, Equatable { var name: String }
struct ICPhoto: Sendable, Equatable { var url: String }
struct ICPicIC: Sendable {}
struct Plain: Sendable {}
struct FeedStory: ListNamedModel, Sendable {
    static let modelName = "Story"
}
struct LoadError: Error, CustomStringConvertible, Sendable {
    var description: String { "The network connection was lost." }
}
