import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory as Linux reports it in `/proc/self/status`, with its high-water mark reset through
/// `/proc/self/clear_refs` (Linux ≥ 4.0), so that the peak of one piece of work can be measured. Elsewhere every
/// figure is 0.
struct ProcessMemory {
    /// The resident set size now (`VmRSS`), in bytes.
    func residentBytes() -> Int { field("VmRSS") }

    /// The resident set size after returning freed heap memory to the system, so it counts only live memory.
    func settledResidentBytes() -> Int {
        // glibc's `malloc_trim` is not in the Glibc module (it lives in <malloc.h>): look it up.
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
            typealias MallocTrim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        return residentBytes()
    }

    /// The highest resident set size since the last reset (`VmHWM`), in bytes.
    func peakResidentBytes() -> Int { field("VmHWM") }

    /// Resets the high-water mark to the current resident set size.
    func resetPeak() {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return }
        _ = write(descriptor, "5", 1)
        close(descriptor)
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private func field(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let number = line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return (number.flatMap { Int($0) } ?? 0) * 1024
        }
        return 0
    }
}
