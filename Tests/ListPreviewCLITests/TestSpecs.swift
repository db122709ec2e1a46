import Foundation
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport

/// The render tests' spec files (`Tests/ListRenderKitTests/Specs/`), which the command's tests draw with `listpreview`
/// and compare with the library's render of the same file: loaded and laid out as `SpecRenderer` does (`"auto"`
/// heights measured with the bundled fonts).
enum TestSpecs {
    static let folder = SharedReference.repositoryRoot.appendingPathComponent("Tests/ListRenderKitTests/Specs")

    static func url(_ name: String) -> URL { folder.appendingPathComponent("\(name).json") }

    static func spec(_ name: String) throws -> ListSpec {
        try ListSpec.load(contentsOf: url(name)).spec
    }

    static func layout(_ spec: ListSpec) throws -> ListCollectionViewLayout {
        try SpecPipeline.bundled().prepare(spec).layout()
    }

    static func scene(_ name: String, region: SceneRegion = .viewport) throws -> RenderScene {
        let spec = try spec(name)
        return RenderScene(spec: spec, layout: try layout(spec), region: region)
    }
}
