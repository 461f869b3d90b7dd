#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of threads of this process, from `/proc/self/task` (Linux); 1 where unknown.
enum ProcessThreads {
    static func count() -> Int {
        guard let directory = opendir("/proc/self/task") else { return 1 }
        defer { closedir(directory) }
        var threads = 0
        while let entry = readdir(directory) {
            let isDot = withUnsafeBytes(of: entry.pointee.d_name) { $0.first == UInt8(ascii: ".") }
            if !isDot { threads += 1 }
        }
        return max(threads, 1)
    }
}
