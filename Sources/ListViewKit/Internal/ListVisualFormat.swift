import Foundation

/// A visual format string read into its parts, with its names resolved (Apple's grammar, docs/CONSTRAINTS.md):
/// `(H:|V:)? (| connection)? [view] (connection [view])* (connection |)?`.
struct ListVisualFormat {
    /// One comparison: `>=44@750`, `==other`, `padding`.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(ListView)
        }

        var relation: ListLayoutConstraint.Relation
        var object: Object
        var priority: Float
    }

    /// What lies between two items: nothing (flush), `-` (the standard spacing) or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view and the predicates on its size along the format's axis.
    struct View {
        var view: ListView
        var predicates: [Predicate]
    }

    var axis: ListLayoutAxis = .horizontal
    var views: [View] = []
    /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection after a leading `|`, and the position of that `|`.
    var leadingSuperview: (Connection, position: Int)?
    /// The connection before a trailing `|`, and the position of that `|`.
    var trailingSuperview: (Connection, position: Int)?
}
