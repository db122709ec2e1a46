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

    /// The lines of the error of a spec read from `folder` (none when it reads), as `ListSpecError.lines` prints them.
    static func lines(_ json: String, file: String = "feed.json", folder: String = ".") -> [String] {
        do {
            _ = try ListSpec.parse(Data(json.utf8), file: file, folder: folder)
            return []
        } catch let error as ListSpecError {
            return error.lines
        } catch {
            return ["\(error)"]
        }
    }

    static func warnings(_ json: String) throws -> [String] {
        try ListSpec.parse(Data(json.utf8)).warnings.map(\.description)
    }
}
