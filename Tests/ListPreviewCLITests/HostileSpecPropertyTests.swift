import Foundation
import ListRenderKit
import ListTestSupport
import Testing

/// Random hostile specs (``HostileSpec``) through `layout`, `render` and `animate`, each run as a child process as a
/// user would run it (issue 11 §5). For every spec and command:
///
/// - the process exits with 0 or 2 — never a signal, never another status;
/// - `layout`'s standard output is strict JSON (no `inf`, no `nan`);
/// - exit 2 comes with a message naming the spec file and a JSON path or an option;
/// - a failed command leaves nothing in its output folder, a successful one only what it was asked to write, and no
///   temporary file is left anywhere;
/// - a spec within every limit (``HostileSpec/Kind/atTheLimits``) is laid out, its viewport drawn and animated; a
///   spec with one value just beyond a limit (``HostileSpec/Kind/justBeyond``) is refused by name;
/// - enough of the specs get through each command (``minimumShares``), so that the renderer and the animator see
///   extreme values and the share cannot silently fall back.
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

    /// How each command ended for one spec: its exit status (or signal).
    struct Outcome: Sendable {
        var seed: UInt64
        var kind: HostileSpec.Kind
        var layout: Int32
        var render: Int32
        var animate: Int32
    }

    /// The least share of the specs each command must accept (lay out, draw, animate), checked with the default
    /// seeds (the shares are then always the same): the specs at the limits exist to reach the renderer and the
    /// animator, not only the validator. The default seeds reach 32, 29 and 27 of 48 (67 %, 60 %, 56 %); before
    /// the specs at the limits, 10, 10 and 4 (21 %, 21 %, 8 %).
    static let minimumShares = (layout: 0.6, render: 0.55, animate: 0.5)

    @Test func test_whenSpecsAreHostile_thatLayoutRenderAndAnimateExit0Or2_withStrictJSONAndNoFileLeftBehind() async throws {
        // Each spec runs three child processes: as many specs at once as there are cores (at least 2).
        let width = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
            var outcomes: [Outcome] = []
            for index in 0..<Self.cases {
                if index >= width, let outcome = try await group.next() { outcomes.append(outcome) }
                group.addTask { try Self.check(seed: Self.seed(index)) }
            }
            for try await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        #expect(outcomes.count == Self.cases)
        let shares = (
            layout: Self.share(of: outcomes, \.layout), render: Self.share(of: outcomes, \.render),
            animate: Self.share(of: outcomes, \.animate))
        let kinds = Dictionary(grouping: outcomes, by: \.kind).mapValues(\.count)
        let summary = "accepted by layout \(shares.layout), render \(shares.render), animate \(shares.animate) of "
            + "\(outcomes.count) specs (\(kinds[.atTheLimits] ?? 0) at the limits, \(kinds[.justBeyond] ?? 0) one value "
            + "beyond, \(kinds[.hostile] ?? 0) hostile)"
        print("HostileSpecPropertyTests: \(summary)")
        let least = (
            layout: Int((Self.minimumShares.layout * Double(Self.cases)).rounded(.up)),
            render: Int((Self.minimumShares.render * Double(Self.cases)).rounded(.up)),
            animate: Int((Self.minimumShares.animate * Double(Self.cases)).rounded(.up)))
        guard ProcessInfo.processInfo.environment["LISTPREVIEW_HOSTILE_SEED"] == nil else { return }
        #expect(shares.layout >= least.layout, "too few specs get past validation: \(summary)")
        #expect(shares.render >= least.render, "too few specs are drawn: \(summary)")
        #expect(shares.animate >= least.animate, "too few specs are animated: \(summary)")
    }

    /// How many outcomes have exit status 0 for a command.
    static func share(of outcomes: [Outcome], _ status: KeyPath<Outcome, Int32>) -> Int {
        outcomes.filter { $0[keyPath: status] == 0 }.count
    }

    /// Runs one spec through `layout`, `render` and `animate` and checks the properties.
    static func check(seed: UInt64) throws -> Outcome {
        let spec = HostileSpec(seed: seed)
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let name = "spec.\(spec.fileExtension)"
        let specURL = try folder.write(spec.text, to: name)
        let output = folder.file("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let context = "seed \(seed) (LISTPREVIEW_HOSTILE_SEED reproduces it), \(spec.kind); spec:\n\(spec.text.prefix(2_000))"

        var random = SplitMix64(seed: seed ^ 0xA11CE)
        let layout = try run(["layout", specURL.path], context: context)
        if layout.status == 0 { checkStrictJSON(layout.standardOutput, context: context) }

        var render = ["render", specURL.path, "-o", output.appendingPathComponent("still.png").path]
        // The whole content one time in three (at the limits, it is often more than an image can hold: refused).
        let full = Int.random(in: 0..<3, using: &random) == 0
        if full { render.append("--full") }
        let rendered = try run(render, context: context)
        checkOutput(output, expected: rendered.status == 0 ? ["still.png"] : [], context: "render; \(context)")
        if rendered.status == 0 { checkOpaque(output.appendingPathComponent("still.png"), context: context) }
        try clear(output)

        let kind = ["frames", "apng", "strip"].randomElement(using: &random)!
        let target = output.appendingPathComponent(kind == "frames" ? "frames" : "\(kind).png")
        var animate = ["animate", specURL.path, "-o", target.path] + spec.animateTiming + ["-q"]
        if kind != "frames" { animate.append("--\(kind)") }
        if kind == "strip" { animate += ["--strip-frames", "2"] }
        let animated = try run(animate, context: context)
        checkOutput(output, expected: animated.status == 0 ? [target.lastPathComponent] : [], context: "animate \(kind); \(context)")

        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(left == ["out", name], "files left beside the spec: \(left); \(context)")

        switch spec.kind {
        case .atTheLimits:
            // Within every limit: laid out, its viewport drawn and animated (a whole content or a strip may still
            // be too large an image).
            #expect(layout.status == 0, "layout refused a spec within the limits: \(layout.standardError); \(context)")
            if !full {
                #expect(rendered.status == 0, "render refused a spec within the limits: \(rendered.standardError); \(context)")
            }
            if spec.hasUpdates, kind != "strip" {
                #expect(animated.status == 0, "animate \(kind) refused a spec within the limits: \(animated.standardError); \(context)")
            }
        case .justBeyond:
            let refusal = try #require(spec.refusal)
            let results = refusal.command == "layout" ? [layout, rendered, animated] : [animated]
            for result in results {
                #expect(
                    result.status == 2 && result.standardError.contains(": \(refusal.names)"),
                    "expected exit 2 naming \"\(refusal.names)\", got \(result.status): \(result.standardError); \(context)")
            }
        case .hostile:
            break
        }
        return Outcome(seed: seed, kind: spec.kind, layout: layout.status, render: rendered.status, animate: animated.status)
    }

    /// Checks that a PNG `render` wrote decodes, has pixels, and is opaque everywhere: every image we draw paints
    /// its whole background, so a transparent pixel means something was not drawn (a 32,767-pixel side once gave a
    /// wholly transparent PNG with exit 0).
    static func checkOpaque(_ url: URL, context: String) {
        do {
            let image = try PNGDecoder.decode(contentsOf: url)
            #expect(image.width > 0 && image.height > 0, "render wrote an empty image; \(context)")
            var transparent = 0
            for offset in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[offset] != 255 {
                transparent += 1
            }
            #expect(
                transparent == 0,
                "render wrote \(transparent) pixels that are not opaque in a \(image.width)x\(image.height) image; \(context)")
        } catch {
            Issue.record("render wrote a PNG that does not decode: \(error); \(context)")
        }
    }

    /// Runs a command and checks its exit status and, on exit 2, its message.
    private static func run(_ arguments: [String], context: String) throws -> CommandRunner.Result {
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
    private static func checkMessage(_ standardError: String, file: String, command: String, context: String) {
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
        let documentMessages = [
            "not valid JSON", "not valid YAML", "YAML ", "must be an object", "larger than", "the key \"",
        ]
        let afterColon = rest.dropFirst(2)
        if documentMessages.contains(where: { afterColon.hasPrefix($0) }) { return true }
        return rest.prefixMatch(of: /: (--[a-z-]+|-o|[A-Za-z]+|\[\d+\])(\[\d+\]|\.[A-Za-z]+)*: ./) != nil
    }

    /// `layout`'s output parses as JSON and holds only finite numbers.
    private static func checkStrictJSON(_ text: String, context: String) {
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
    private static func checkOutput(_ folder: URL, expected: [String], context: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? ["(unreadable)"]
        #expect(names == expected, "the output folder holds \(names), expected \(expected); \(context)")
        let everything = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        let temporary = everything.filter { $0.contains(".tmp") }
        #expect(temporary.isEmpty, "temporary files left behind: \(temporary); \(context)")
    }

    private static func clear(_ folder: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
