/// Handlers chosen by a model's kind, tried in Instant Cocoa's order: error → model name → type name → any object.
/// Placeholder handlers, when registered, come before all of them (configuration only).
///
/// This is Instant Cocoa's `configureCell:with<Name>:` / `didSelect<Name>:` dispatch without selector strings:
/// a handler is registered for an `Error`, a model name, an exact type, or anything.
///
/// ```swift
/// var handlers = ListModelHandlers<ListCell>()
/// handlers.on(MYUser.self) { cell, user in cell.content.text = user.name }   // exact type MYUser
/// handlers.on(modelNamed: "Photo") { cell, photo in … }                      // MYPhoto, SKPhoto, Photo
/// handlers.onError { cell, error in cell.content.text = "\(error)" }
/// ```
///
/// `Target` is what a handler acts on: the cell for configuration, the index path for selection.
public struct ListModelHandlers<Target> {
    /// A handler of one model.
    public typealias Handler = @MainActor (Target, Any) -> Void

    private var loadingHandler: (@MainActor (Target) -> Void)?
    private var noResultsHandler: (@MainActor (Target) -> Void)?
    private var errorHandler: (@MainActor (Target, any Error) -> Void)?
    private var modelNameHandlers: [String: Handler] = [:]
    private var typeNameHandlers: [String: Handler] = [:]
    private var objectHandler: Handler?
    private var objectHandlerTakesPlaceholders = false

    /// Creates an empty set of handlers.
    public init() {}

    /// Handles the loading placeholder (replaces the default activity cell's configuration).
    public mutating func onLoading(_ handler: @escaping @MainActor (Target) -> Void) {
        loadingHandler = handler
    }

    /// Handles the no-results placeholder.
    public mutating func onNoResults(_ handler: @escaping @MainActor (Target) -> Void) {
        noResultsHandler = handler
    }

    /// Handles models that are errors.
    public mutating func onError(_ handler: @escaping @MainActor (Target, any Error) -> Void) {
        errorHandler = handler
    }

    /// Handles every model whose model name (see ``ListModelInflector``) is `name`, whatever its type.
    public mutating func on(modelNamed name: String, _ handler: @escaping Handler) {
        modelNameHandlers[name] = handler
    }

    /// Handles models of exactly `type` (not its subclasses, as Instant Cocoa's class-name lookup).
    public mutating func on<Model>(_ type: Model.Type, _ handler: @escaping @MainActor (Target, Model) -> Void) {
        typeNameHandlers[ListModelInflector.typeName(of: type)] = { target, model in
            if let model = model as? Model { handler(target, model) }
        }
    }

    /// Handles any model that no other handler took.
    ///
    /// A catch-all stays off the placeholders (``ListLoadingPlaceholder``, ``ListNoResultsPlaceholder``) and off
    /// errors unless `includingPlaceholders` is `true`: tapping the loading row or an error row does not run a
    /// handler written for models.
    ///
    /// - Parameters:
    ///   - includingPlaceholders: whether placeholders and errors reach the handler too.
    ///   - handler: the handler.
    public mutating func onAnyObject(includingPlaceholders: Bool = false, _ handler: @escaping Handler) {
        objectHandler = handler
        objectHandlerTakesPlaceholders = includingPlaceholders
    }

    /// Runs the first handler that applies to `model` and says which it was.
    ///
    /// - Parameters:
    ///   - target: what the handler acts on.
    ///   - model: the model.
    ///   - inflector: derives the model name from the type name.
    ///   - placeholders: whether placeholder handlers are tried first (configuration: yes; selection: no, as in
    ///     Instant Cocoa).
    /// - Returns: the step that handled the model, ``ListDispatchStep/unhandled`` if none.
    @MainActor
    @discardableResult
    public func dispatch(
        _ target: Target, model: Any, inflector: ListModelInflector, placeholders: Bool = true
    ) -> ListDispatchStep {
        if placeholders {
            if model is ListLoadingPlaceholder, let loadingHandler {
                loadingHandler(target)
                return .loading
            }
            if model is ListNoResultsPlaceholder, let noResultsHandler {
                noResultsHandler(target)
                return .noResults
            }
        }
        if let error = model as? any Error, let errorHandler {
            errorHandler(target, error)
            return .error
        }
        let type = Swift.type(of: model)
        let modelName = inflector.modelName(for: type)
        if let handler = modelNameHandlers[modelName] {
            handler(target, model)
            return .modelName(modelName)
        }
        let typeName = ListModelInflector.typeName(of: type)
        if let handler = typeNameHandlers[typeName] {
            handler(target, model)
            return .typeName(typeName)
        }
        let isPlaceholder = model is ListLoadingPlaceholder || model is ListNoResultsPlaceholder || model is any Error
        if let objectHandler, objectHandlerTakesPlaceholders || !isPlaceholder {
            objectHandler(target, model)
            return .anyObject
        }
        return .unhandled
    }
}
