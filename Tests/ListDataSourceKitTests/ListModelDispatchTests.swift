import Foundation
import ListAdapterKit
import ListDataSourceKit
import Testing

@MainActor @Suite struct ListModelDispatchTests {
    @Test func test_whenInflecting_thatDefaultPrefixesGo_andAddedOnesToo() {
        var inflector = ListModelInflector()
        #expect(inflector.modelName(for: ICPhoto.self) == "Photo")
        #expect(inflector.modelName(for: MYUser.self) == "MYUser")
        inflector.addPrefixes(["MY", ""])
        #expect(inflector.prefixes == ["IC", "NS", "MY"])
        #expect(inflector.modelName(for: MYUser.self) == "User")
        #expect(inflector.modelName(for: Plain.self) == "Plain")
    }

    @Test func test_whenPrefixRecursInTheName_thatEveryOccurrenceGoes_asInstantCocoa() {
        #expect(ListModelInflector().modelName(for: ICPicIC.self) == "Pic")
    }

    @Test func test_whenTypeNamesItself_thatItsNameWins() {
        #expect(ListModelInflector().modelName(for: FeedStory.self) == "Story")
    }

    /// Handlers at every step; removing the winner each time walks the fallback order.
    @Test func test_whenHandlersExistAtEveryStep_thatOrderIsErrorThenModelNameThenTypeNameThenAny() {
        var inflector = ListModelInflector()
        inflector.addPrefixes(["MY"])
        var log: [String] = []
        func handlers(error: Bool, modelName: Bool, typeName: Bool, any: Bool) -> ListModelHandlers<String> {
            var handlers = ListModelHandlers<String>()
            if error { handlers.onError { target, _ in log.append("\(target):error") } }
            if modelName {
                handlers.on(modelNamed: "User") { target, _ in log.append("\(target):User") }
                handlers.on(modelNamed: "LoadError") { target, _ in log.append("\(target):LoadError") }
            }
            if typeName { handlers.on(MYUser.self) { target, user in log.append("\(target):MYUser(\(user.name))") } }
            if any { handlers.onAnyObject { target, _ in log.append("\(target):any") } }
            return handlers
        }
        let user = MYUser(name: "Ann")
        #expect(handlers(error: true, modelName: true, typeName: true, any: true)
            .dispatch("a", model: LoadError(), inflector: inflector) == .error)
        #expect(handlers(error: false, modelName: true, typeName: true, any: true)
            .dispatch("b", model: LoadError(), inflector: inflector) == .modelName("LoadError"))
        #expect(handlers(error: true, modelName: true, typeName: true, any: true)
            .dispatch("c", model: user, inflector: inflector) == .modelName("User"))
        #expect(handlers(error: true, modelName: false, typeName: true, any: true)
            .dispatch("d", model: user, inflector: inflector) == .typeName("MYUser"))
        #expect(handlers(error: true, modelName: false, typeName: false, any: true)
            .dispatch("e", model: user, inflector: inflector) == .anyObject)
        #expect(handlers(error: true, modelName: false, typeName: false, any: false)
            .dispatch("f", model: user, inflector: inflector) == .unhandled)
        #expect(log == ["a:error", "b:LoadError", "c:User", "d:MYUser(Ann)", "e:any"])
    }

    @Test func test_whenModelIsAPlaceholder_thatPlaceholderHandlerRunsFirst_butNotForSelection() {
        var log: [String] = []
        var handlers = ListModelHandlers<String>()
        handlers.onLoading { _ in log.append("loading") }
        handlers.onNoResults { _ in log.append("no results") }
        handlers.onAnyObject { _, model in log.append("any \(type(of: model))") }
        let inflector = ListModelInflector()
        #expect(handlers.dispatch("", model: ListLoadingPlaceholder(), inflector: inflector) == .loading)
        #expect(handlers.dispatch("", model: ListNoResultsPlaceholder(), inflector: inflector) == .noResults)
        #expect(handlers.dispatch("", model: ListLoadingPlaceholder(), inflector: inflector, placeholders: false) == .unhandled)
        handlers.onAnyObject(includingPlaceholders: true) { _, model in log.append("any \(type(of: model))") }
        #expect(handlers.dispatch("", model: ListLoadingPlaceholder(), inflector: inflector, placeholders: false) == .anyObject)
        #expect(log == ["loading", "no results", "any ListLoadingPlaceholder"])
    }
}
