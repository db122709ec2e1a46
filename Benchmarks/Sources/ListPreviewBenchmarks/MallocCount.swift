import MallocInterposerSwift

/// The allocations of a piece of work, counted by ordo-one's malloc interposer (the one package-benchmark uses for
/// its malloc metrics). The interposer's library is linked into the benchmark executable, so its `malloc` replaces
/// the C library's; it counts only between `hook()` and `unhook()`, so timed runs pay nothing for it.
struct MallocCount {
    /// The calls to `malloc`, `calloc`, `realloc`, `aligned_alloc` and friends.
    var mallocs: Int
    /// The bytes they asked for.
    var bytes: Int
    /// Whether the interposer is in place (false where the platform loads another `malloc` first: no figure then).
    var isCounting: Bool

    /// Runs `body` once with counting on.
    static func of(_ body: () -> Void) -> MallocCount {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        let statistics = MallocInterposerSwift.getStatistics()
        // A run that allocates nothing at all is impossible for a diff; zero means the interposer is not loaded.
        return MallocCount(
            mallocs: statistics.mallocCount, bytes: statistics.mallocBytesCount, isCounting: statistics.mallocCount > 0)
    }
}
