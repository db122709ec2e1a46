import Foundation
@testable import ListSpecKit

enum SpecFixture {
    /// The issues of a spec that must fail, as `path: message` lines.
    static func errors(_ json: String, file: String = "spec.json") -> [String] {
        do {
            _ = try ListSpec.parse(Data(json.utf8), format: .json, file: file)
            return ["(no error)"]
        } catch let error as ListSpecError {
            return error.issues.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    static func warnings(_ json: String) throws -> [String] {
        try ListSpec.parse(Data(json.utf8)).warnings.map(\.description)
    }
}
