import ArgumentParser
import Foundation
import ListCore
import ListPlumbing
import ListPreview

/// The `listpreview` command: the root of the subcommands.
///
/// Exit status: 0 success; 1 `verify` found a difference; 2 bad input (a message on standard error names the file,
/// the JSON path or the option); 64 a usage error found by the argument parser.
package struct ListPreviewCommand: AsyncParsableCommand {
    /// The version printed by `--version`.
    package static let version = "0.1.0"

    /// Describes the command and its subcommands.
    package static let configuration = CommandConfiguration(
        commandName: "listpreview",
        abstract: "Lay out, render and diff IGListKit-style lists headlessly.",
        discussion: """
            Specs are JSON (or YAML) files describing a list's sections and items; see the README.
            """,
        version: version,
        subcommands: [
            LayoutCommand.self, RenderCommand.self, AnimateCommand.self, DiffCommand.self, RecordCommand.self,
            VerifyCommand.self, CompareCommand.self, AcceptCommand.self, PruneCommand.self, MergeReportsCommand.self,
        ]
    )

    /// Creates the command (used by the argument parser).
    package init() {}

    /// Parses `arguments` (without the program name), runs the chosen subcommand, prints any error on standard
    /// error, and returns the process exit status.
    package static func run(arguments: [String]) async -> Int32 {
        TemporaryOutput.installSignalHandlers()
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            TemporaryOutput.waitIfInterrupted()
            return 0
        } catch {
            TemporaryOutput.waitIfInterrupted()
            return report(error)
        }
    }

    /// Prints an error the way the user should see it and returns its exit status.
    static func report(_ error: any Error) -> Int32 {
        if let exit = error as? ExitCode { return exit.rawValue }
        let code = exitCode(for: error)
        if code == .failure {
            // Not one of the argument parser's own errors: an input error from the library or a command.
            StandardError.write("error: \(String(describing: error))\n")
            return InputError.exitCode
        }
        let message = fullMessage(for: error)
        if !message.isEmpty {
            let handle = code == .success ? FileHandle.standardOutput : FileHandle.standardError
            try? handle.write(contentsOf: Data((TerminalText.escaped(message) + "\n").utf8))
        }
        return code.rawValue
    }
}
