import Foundation
import ListTestSupport
import Testing

/// Random hostile specs (``HostileSpec``) through `layout`, `render` and `animate`, each run as a child process as a
/// user would run it (issue 11 §5). For every spec and command:
///
/// - the process exits with 0 or 2 — never a signal, never another status;
/// - `layout`'s standard output is strict JSON (no `inf`, no `nan`);
/// - exit 2 comes with a message naming the spec file and a JSON path or an option;
/// - a failed command leaves nothing in its output folder, a successful one only what it was asked to write, and no
///   temporary file is left anywhere.
///
/// Seeded: each case is a seed (printed by every failure); `LISTPREVIEW_HOSTILE_SEED=N` shifts all the seeds to
/// explore other specs locally.
@Suite struct HostileSpecPropertyTests {
    /// How many specs every run checks (small images, so that the whole test stays within seconds).
    static let cases = 48

    /// The seed of case `index`.
    static func seed(_ index: Int) -> UInt64 {
        let base = ProcessInfo.processInfo.environment["LISTPREVIEW_HOSTILE_SEED"].flatMap(UInt64.init) ?? 0x11A5
        return base &* 0x1_0000 &+ UInt64(index)
    }

    @Test(arguments: 0..<cases)
    func test_whenASpecIsHostile_thatLayoutRenderAndAnimateExit0Or2_withStrictJSONAndNoFileLeftBehind(index: Int) throws {
        let seed = Self.seed(index)
        let spec = HostileSpec(seed: seed)
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let name = "spec.\(spec.fileExtension)"
        let specURL = try folder.write(spec.text, to: name)
        let output = folder.file("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let context = "seed \(seed) (LISTPREVIEW_HOSTILE_SEED reproduces it); spec:\n\(spec.text.prefix(2_000))"

        var random = SplitMix64(seed: seed ^ 0xA11CE)
        let layout = try run(["layout", specURL.path], context: context)
        if layout.status == 0 { checkStrictJSON(layout.standardOutput, context: context) }

        var render = ["render", specURL.path, "-o", output.appendingPathComponent("still.png").path]
        if Bool.random(using: &random) { render.append("--full") }
        let rendered = try run(render, context: context)
        checkOutput(output, expected: rendered.status == 0 ? ["still.png"] : [], context: "render; \(context)")
        try clear(output)

        let kind = ["frames", "apng", "strip"].randomElement(using: &random)!
        let target = output.appendingPathComponent(kind == "frames" ? "frames" : "\(kind).png")
        var animate = ["animate", specURL.path, "-o", target.path, "--fps", "4", "--duration", "0.25", "--pause", "0", "-q"]
        if kind != "frames" { animate.append("--\(kind)") }
        if kind == "strip" { animate += ["--strip-frames", "2"] }
        let animated = try run(animate, context: context)
        checkOutput(output, expected: animated.status == 0 ? [target.lastPathComponent] : [], context: "animate \(kind); \(context)")

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(left == ["out", name], "files left beside the spec: \(left); \(context)")
    }

    /// Runs a command and checks its exit status and, on exit 2, its message.
    private func run(_ arguments: [String], context: String) throws -> CommandRunner.Result {
        let result = try CommandRunner.run(arguments, timeout: 120)
        let command = arguments[0]
        #expect(!result.signaled, "\(command) was killed by signal \(result.status): \(result.standardError); \(context)")
        #expect(
            result.signaled || result.status == 0 || result.status == 2,
            "\(command) exited with \(result.status): \(result.standardError); \(context)")
        if !result.signaled, result.status == 2 {
            checkMessage(result.standardError, file: arguments[1], command: command, context: context)
        }
        return result
    }

    /// Each `error:` line names the file, then a JSON path, the place of a syntax error, or an option.
    private func checkMessage(_ standardError: String, file: String, command: String, context: String) {
        let errors = standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(!errors.isEmpty, "\(command) exited 2 without an error line: \(standardError); \(context)")
        for line in errors {
            let message = line.dropFirst("error: ".count)
            #expect(message.hasPrefix(file + ":"), "\(command): the message does not name the file: \(line); \(context)")
            let rest = message.dropFirst(file.count)
            #expect(
                Self.namesAPlace(rest), "\(command): the message names no JSON path or option: \(line); \(context)")
        }
    }

    /// Whether the text after the file's name starts with `:LINE:COLUMN: `, `: PATH: ` (such as
    /// `sections[0].items[2].height`), `: --option` or one of the messages about the document as a whole.
    static func namesAPlace(_ rest: Substring) -> Bool {
        if rest.wholeMatch(of: /:\d+:\d+: .+/) != nil { return true }
        let documentMessages = ["not valid JSON", "not valid YAML", "YAML ", "must be an object", "larger than"]
        let afterColon = rest.dropFirst(2)
        if documentMessages.contains(where: { afterColon.hasPrefix($0) }) { return true }
        return rest.prefixMatch(of: /: (--[a-z-]+|-o|[A-Za-z]+|\[\d+\])(\[\d+\]|\.[A-Za-z]+)*: ./) != nil
    }

    /// `layout`'s output parses as JSON and holds only finite numbers.
    private func checkStrictJSON(_ text: String, context: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
            Issue.record("layout printed text that is not JSON: \(text.prefix(500)); \(context)")
            return
        }
        for token in ["inf", "nan", "Infinity", "NaN"] {
            #expect(!Self.isBareToken(token, in: text), "layout printed \(token) outside a string: \(context)")
        }
        var stack: [Any] = [object]
        while let value = stack.popLast() {
            if let array = value as? [Any] { stack += array }
            if let dictionary = value as? [String: Any] { stack += Array(dictionary.values) }
            if let number = value as? Double {
                #expect(number.isFinite, "layout printed a non-finite number: \(context)")
            }
        }
    }

    /// Whether `token` appears outside a JSON string.
    static func isBareToken(_ token: String, in text: String) -> Bool {
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if text[index...].hasPrefix(token) {
                return true
            }
            index = text.index(after: index)
        }
        return false
    }

    /// The output folder holds exactly `expected` (and no temporary file anywhere below it).
    private func checkOutput(_ folder: URL, expected: [String], context: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? ["(unreadable)"]
        #expect(names == expected, "the output folder holds \(names), expected \(expected); \(context)")
        let everything = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        let temporary = everything.filter { $0.contains(".tmp") }
        #expect(temporary.isEmpty, "temporary files left behind: \(temporary); \(context)")
    }

    private func clear(_ folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
