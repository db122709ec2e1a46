import Foundation
import ListCore
import ListViewKit
import Testing

/// Every mistake UIKit raises "Unable to parse constraint format" for, and hostile input: each is an error of its
/// class at its position (thrown by `checkedConstraints`, logged with UIKit's caret by `constraints`), never a trap,
/// never a constraint made.
@MainActor
@Suite struct VisualFormatErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var kind: ListVisualFormatError.Kind
        var position: Int?
        var metrics: [String: Double] = [:]
        var testDescription: String { "\(kind): \(format.debugDescription)" }
    }

    nonisolated static let cases: [Case] = [
        Case(format: "V|[a]|", kind: .expectedColon, position: 1),
        Case(format: "H [a]", kind: .expectedColon, position: 2),
        Case(format: "", kind: .expectedView, position: 0),
        Case(format: "H:", kind: .expectedView, position: 2),
        Case(format: "H:|-|", kind: .expectedView, position: 4),
        Case(format: "[a]-", kind: .expectedView, position: 4),
        Case(format: "[a]-8-", kind: .expectedView, position: 6),
        Case(format: "[a]-|-[b]", kind: .unexpectedCharacter, position: 5),
        Case(format: "[]", kind: .expectedViewName, position: 1),
        Case(format: "[1a]", kind: .expectedViewName, position: 1),
        Case(format: "[a", kind: .expectedClosingBracket, position: 2),
        Case(format: "[a b]", kind: .expectedClosingBracket, position: 3),
        Case(format: "[a(50)", kind: .expectedClosingBracket, position: 6),
        Case(format: "H:|-[a]-8-[b(>=44]-|", kind: .expectedClosingParenthesis, position: 17),
        Case(format: "[a(50,]", kind: .expectedPredicate, position: 6),
        Case(format: "[a()]", kind: .expectedPredicate, position: 3),
        Case(format: "[a(>=)]", kind: .expectedPredicate, position: 5),
        Case(format: "[a(<44)]", kind: .expectedPredicate, position: 3),
        Case(format: "[a(50@)]", kind: .expectedPredicate, position: 6),
        Case(format: "[a]-()-[b]", kind: .expectedPredicate, position: 5),
        Case(format: "[a]--8-[b]", kind: .expectedPredicate, position: 4),
        Case(format: "[a]-8[b]", kind: .expectedDash, position: 5),
        Case(format: "[a]-(8)[b]", kind: .expectedDash, position: 7),
        Case(format: "[a(1e999)]", kind: .invalidNumber, position: 3),
        Case(format: "[a]-2000000000-[b]", kind: .invalidNumber, position: 4),
        Case(format: "[a(50@0)]", kind: .invalidPriority, position: 6),
        Case(format: "[a(50@1001)]", kind: .invalidPriority, position: 6),
        Case(format: "[a(50@-1)]", kind: .expectedPredicate, position: 6),
        Case(format: "[nobody]", kind: .unknownView, position: 1),
        Case(format: "[a(==nobody)]", kind: .unknownView, position: 5),
        Case(format: "[guide]", kind: .notAView, position: 1),
        Case(format: "[number]", kind: .notAView, position: 1),
        Case(format: "[a]-gap-[b]", kind: .unknownMetric, position: 4),
        Case(format: "[a(50@prio)]", kind: .unknownMetric, position: 6),
        Case(format: "[a]-nan-[b]", kind: .invalidMetric, position: 4, metrics: ["nan": .nan]),
        Case(format: "[a(inf)]", kind: .invalidMetric, position: 3, metrics: ["inf": .infinity]),
        Case(format: "[a(>=huge)]", kind: .invalidMetric, position: 5, metrics: ["huge": -2e9]),
        Case(format: "[a(50@p)]", kind: .invalidPriority, position: 6, metrics: ["p": 0]),
        Case(format: "[a]-(==b)-[b]", kind: .viewInSpacing, position: 7),
        Case(format: "|[a]|x", kind: .unexpectedCharacter, position: 5),
        Case(format: "[a]x", kind: .unexpectedCharacter, position: 3),
        Case(format: "[a]\u{0}-[b]", kind: .unexpectedCharacter, position: 3),
        Case(format: "[a]\n[b]", kind: .unexpectedCharacter, position: 3),
        Case(format: "[a]\u{202E}-[b]", kind: .unexpectedCharacter, position: 3),
        Case(format: "|[orphan]", kind: .noSuperview, position: 0),
        Case(format: "[a][orphan]-|", kind: .noSuperview, position: 12),
    ]

    func views() -> [String: Any] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        return ["a": a, "b": b, "orphan": UIView(), "guide": UILayoutGuide(), "number": 3]
    }

    @Test(arguments: cases)
    func test_whenAFormatIsMalformed_thatItsErrorHasItsClassAndPosition_andNothingIsMade(_ example: Case) throws {
        let views = views()
        #expect {
            try NSLayoutConstraint.checkedConstraints(
                withVisualFormat: example.format, metrics: example.metrics, views: views)
        } throws: { error in
            guard let error = error as? ListVisualFormatError else { return false }
            return error.kind == example.kind && error.position == example.position && error.format == example.format
        }
        ListConstraintLog.clear()
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: example.format, metrics: example.metrics, views: views)
                .isEmpty)
        let message = try #require(ListConstraintLog.messages.last)
        #expect(message.hasPrefix("Unable to parse constraint format: "))
        // No control, format or direction character reaches the log: they are shown as \u{…}.
        #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .format })
        #expect(message.unicodeScalars.filter { $0.properties.generalCategory == .control } == ["\n", "\n"])
    }

    @Test func test_whenAFormatIsMalformed_thatTheMessageHasUIKitsCaretUnderThePosition() throws {
        ListConstraintLog.clear()
        let views = views()
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-8-[b(>=44]-|", metrics: nil, views: views)
        #expect(ListConstraintLog.messages == [
            """
            Unable to parse constraint format: expected ')' or ',' after a predicate of view 'b'
            H:|-[a]-8-[b(>=44]-|
                             ^
            """
        ])
        let error = ListVisualFormatError(
            kind: .unexpectedCharacter, reason: "r", format: "[a]\u{7}\u{202E}x", position: 5)
        #expect(error.description == "Unable to parse constraint format: r\n[a]\\u{7}\\u{202E}x\n" + String(repeating: " ", count: 16) + "^")
    }

    @Test func test_whenOptionsAreRefused_thatTheErrorSaysWhich() {
        let views = views()
        let refused: [(String, NSLayoutConstraint.FormatOptions)] = [
            ("H:[a][b]", .alignAllLeading), ("H:[a][b]", .alignAllCenterX), ("V:[a][b]", .alignAllTop),
            ("V:[a][b]", .alignAllLastBaseline), ("H:[a][b]", [.directionLeftToRight, .directionRightToLeft]),
            ("H:[a][b]", NSLayoutConstraint.FormatOptions(rawValue: 1 << 13)),
        ]
        for (format, options) in refused {
            #expect(throws: ListVisualFormatError.self, "\(format) \(options)") {
                try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options, views: views)
            }
            do throws(ListVisualFormatError) {
                _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options, views: views)
            } catch {
                #expect(error.kind == .invalidOptions && error.position == nil)
                #expect(!error.description.contains("^"))
            }
        }
    }

    @Test func test_whenAFormatIs100000CharactersLong_thatItIsReadInLinearTime_andTheMessageShowsOnlyTheCaretsPart()
        throws
    {
        let views = views()
        let longName = "H:[" + String(repeating: "a", count: 99_997) + "]"
        let spaces = "H:" + String(repeating: " ", count: 99_990) + "[a]-8-[b]"
        let parentheses = "[a(" + String(repeating: "(", count: 99_997)
        let tooMany = "H:" + String(repeating: "[a]", count: 33_332)
        let clock = ContinuousClock()
        let started = clock.now
        var errors: [ListVisualFormatError] = []
        for format in [longName, parentheses, tooMany] {
            do throws(ListVisualFormatError) {
                _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, views: views)
            } catch {
                errors.append(error)
            }
        }
        let made = try NSLayoutConstraint.checkedConstraints(withVisualFormat: spaces, views: views)
        #expect(clock.now - started < .seconds(10))
        #expect(errors.map(\.kind) == [.unknownView, .expectedPredicate, .tooManyConstraints])
        #expect(errors.map(\.position) == [3, 3, nil])
        #expect(errors.allSatisfy { $0.description.count < 300 })
        #expect(errors[0].description.contains("…"))
        #expect(made.count == 1 && made[0].constant == 8)
    }

    @Test func test_whenAFormatMakesExactlyTheLimit_thatItIsMade_andOneMoreIsRefused() throws {
        let views = views()
        let limit = NSLayoutConstraint.maximumVisualFormatConstraints
        let atLimit = "H:" + String(repeating: "[a]", count: limit + 1)
        #expect(try NSLayoutConstraint.checkedConstraints(withVisualFormat: atLimit, views: views).count == limit)
        #expect(throws: ListVisualFormatError.self) {
            try NSLayoutConstraint.checkedConstraints(withVisualFormat: atLimit + "[b]", views: views)
        }
    }

    @Test func test_whenAMetricIsNotANumber_thatItIsRefusedByName() {
        let views = views()
        for value: Any in ["8", true, [8], Optional<Int>.none as Any] {
            do throws(ListVisualFormatError) {
                _ = try NSLayoutConstraint.checkedConstraints(
                    withVisualFormat: "[a]-gap-[b]", metrics: ["gap": value], views: views)
                Issue.record("\(value) was taken as a number")
            } catch {
                #expect(error.kind == .invalidMetric && error.reason.contains("'gap'"), "\(value)")
            }
        }
    }
}
