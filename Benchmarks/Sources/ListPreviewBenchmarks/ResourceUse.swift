import Foundation

/// The process's resource use (`getrusage`), or what it used between two readings: CPU seconds in user code and in
/// the kernel, minor page faults, voluntary context switches (a thread waited: a lock, a condition, I/O) and
/// involuntary ones (the kernel gave the core to another thread or process).
struct ResourceUse {
    var user: Double
    var system: Double
    var faults: Double
    var waits: Double
    var preemptions: Double

    /// User and kernel CPU seconds together.
    var cpuSeconds: Double { user + system }

    /// The use so far.
    static func now() -> ResourceUse {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return ResourceUse(
            user: seconds(usage.ru_utime), system: seconds(usage.ru_stime), faults: Double(usage.ru_minflt),
            waits: Double(usage.ru_nvcsw), preemptions: Double(usage.ru_nivcsw))
    }

    /// What was used from `earlier` to `later`.
    static func - (later: ResourceUse, earlier: ResourceUse) -> ResourceUse {
        ResourceUse(
            user: later.user - earlier.user, system: later.system - earlier.system, faults: later.faults - earlier.faults,
            waits: later.waits - earlier.waits, preemptions: later.preemptions - earlier.preemptions)
    }
}
