/// Builds a ``ListChangeset`` one command at a time, rejecting commands that contradict each other.
///
/// Follows ComponentKit's legacy builder: a second insert, removal or update of one index path is rejected, and so
/// is an update together with a removal of one index path; an insert may share its index path with a removal or
/// an update (they live in different index spaces). The same goes for sections.
///
/// ```swift
/// var builder = ListChangesetBuilder<String>()
/// try builder.remove(at: ListIndexPath(section: 0, item: 0))
/// try builder.insert("New", at: ListIndexPath(section: 0, item: 0))   // fine: final index space
/// try builder.remove(at: ListIndexPath(section: 0, item: 0))          // throws: removed twice
/// ```
public struct ListChangesetBuilder<Model> {
    /// The changeset built so far.
    public private(set) var changeset = ListChangeset<Model>()

    /// Creates an empty builder.
    public init() {}

    /// Replaces the model of the item at an old index path.
    public mutating func update(_ model: Model, at path: ListIndexPath) throws(ListChangesetBuilderError) {
        guard changeset.updatedItems[path] == nil else { throw .duplicate(.update, path.description) }
        guard !changeset.removedItems.contains(path) else { throw .updateAndRemove(path) }
        changeset.updatedItems[path] = model
    }

    /// Removes the item at an old index path.
    public mutating func remove(at path: ListIndexPath) throws(ListChangesetBuilderError) {
        guard !changeset.removedItems.contains(path) else { throw .duplicate(.remove, path.description) }
        guard changeset.updatedItems[path] == nil else { throw .updateAndRemove(path) }
        changeset.removedItems.insert(path)
    }

    /// Inserts a model at a final index path.
    public mutating func insert(_ model: Model, at path: ListIndexPath) throws(ListChangesetBuilderError) {
        guard changeset.insertedItems[path] == nil else { throw .duplicate(.insert, path.description) }
        changeset.insertedItems[path] = model
    }

    /// Moves the item at an old index path to a final one.
    public mutating func move(from source: ListIndexPath, to destination: ListIndexPath)
        throws(ListChangesetBuilderError)
    {
        guard changeset.movedItems[source] == nil else { throw .duplicate(.move, source.description) }
        changeset.movedItems[source] = destination
    }

    /// Inserts an empty section at a final index.
    public mutating func insertSection(_ section: Int) throws(ListChangesetBuilderError) {
        guard changeset.insertedSections.insert(section).inserted else {
            throw .duplicate(.insertSection, "section \(section)")
        }
    }

    /// Removes the section at an old index.
    public mutating func removeSection(_ section: Int) throws(ListChangesetBuilderError) {
        guard changeset.removedSections.insert(section).inserted else {
            throw .duplicate(.removeSection, "section \(section)")
        }
    }

    /// Moves the section at an old index to a final one.
    public mutating func moveSection(_ section: Int, to destination: Int) throws(ListChangesetBuilderError) {
        guard changeset.movedSections[section] == nil else { throw .duplicate(.moveSection, "section \(section)") }
        changeset.movedSections[section] = destination
    }
}

/// A builder command that contradicts an earlier one.
public enum ListChangesetBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of command.
    public enum Command: String, Hashable, Sendable {
        /// ``ListChangesetBuilder/update(_:at:)``.
        case update
        /// ``ListChangesetBuilder/remove(at:)``.
        case remove
        /// ``ListChangesetBuilder/insert(_:at:)``.
        case insert
        /// ``ListChangesetBuilder/move(from:to:)``.
        case move
        /// ``ListChangesetBuilder/insertSection(_:)``.
        case insertSection = "insert section"
        /// ``ListChangesetBuilder/removeSection(_:)``.
        case removeSection = "remove section"
        /// ``ListChangesetBuilder/moveSection(_:to:)``.
        case moveSection = "move section"
    }

    /// The same command twice for one place.
    case duplicate(Command, String)
    /// An update and a removal of one index path.
    case updateAndRemove(ListIndexPath)

    /// E.g. `changeset builder: remove given twice for [0, 0]`.
    public var description: String {
        switch self {
        case let .duplicate(command, place): "changeset builder: \(command.rawValue) given twice for \(place)"
        case let .updateAndRemove(path): "changeset builder: \(path) is both updated and removed"
        }
    }
}
