import Foundation

extension SnapshotAcceptance {
    /// The artifacts folder `listpreview` uses when none is named.
    public static let defaultArtifacts = ".listpreview-artifacts"

    /// The shell command that accepts `names` (case names as ``select(_:)`` reads them), with the options a run's
    /// `accept` needs: `--artifacts` when not the default, `--goldens` when the run had one. The names follow `--`,
    /// so a case named like an option (`-rf.json`, `--goldens=x.json`) is taken as a name; they are quoted for a
    /// POSIX shell when they hold anything but letters, digits and `-_./+#@%=:,`.
    ///
    /// ```swift
    /// SnapshotAcceptance.command(accepting: ["Samples/feed.json+dark"], artifacts: ".listpreview-artifacts")
    /// // "listpreview accept -- Samples/feed.json+dark"
    /// ```
    public static func command(accepting names: [String], artifacts: String, goldens: String? = nil) -> String {
        var words = ["listpreview", "accept"]
        if artifacts != defaultArtifacts { words += ["--artifacts", shellQuoted(artifacts)] }
        if let goldens { words += ["--goldens", shellQuoted(goldens)] }
        if !names.isEmpty { words.append("--") }
        return (words + names.map(shellQuoted)).joined(separator: " ")
    }

    /// The value of `--goldens` among a run's rendering options (as `results.json` keeps them), if any.
    public static func goldensOption(in options: [String]) -> String? {
        guard let index = options.firstIndex(of: "--goldens"), index + 1 < options.count else { return nil }
        return options[index + 1]
    }

    /// `word` as one word of a POSIX shell command: as is when it is plain, else in single quotes.
    public static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && !word.hasPrefix("#") && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-_./+#@%=:,".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
