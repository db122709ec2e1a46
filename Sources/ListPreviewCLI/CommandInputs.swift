import ListPreview

/// The readers the commands run on their input files, public so that the fuzzer (`Fuzz/`, see docs/FUZZING.md)
/// reads its inputs through exactly the code `layout`, `render`, `animate` and `diff` use.
///
/// ```swift
/// do {
///     let document = try CommandInputs.spec(at: "Samples/feed.json")
///     print(document.spec.sections.count)
/// } catch {
///     print(error)  // feed.json: sections[2].items[5].height: must be a finite number ≥ 0, got -4
/// }
/// ```
public enum CommandInputs {
    /// Reads and validates a spec as `layout`, `render` and `animate` do, without printing its warnings.
    ///
    /// - Parameter path: the file as given on a command line (`-` for standard input).
    /// - Returns: the spec and its warnings.
    /// - Throws: ``InputError`` with one line per problem, each naming the file and the JSON path.
    public static func spec(at path: String) throws -> ListSpecDocument {
        try SpecLoading.load(path, printsWarnings: false)
    }

    /// Reads a `diff` input file as `diff` does.
    ///
    /// - Parameter path: the file as given on a command line (`-` for standard input).
    /// - Returns: each element's id as text, in order (`1`, `1.0` and `"1"` are all `1`).
    /// - Throws: ``InputError`` naming the file and the JSON path of the first problem.
    public static func diffIDs(at path: String) throws -> [String] {
        try DiffElement.load(path).map(\.id)
    }
}
