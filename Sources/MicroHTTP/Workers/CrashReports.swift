#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a worker's crash is reported, which decides how soon it can be replaced.
///
/// When a Swift program traps, the runtime's backtracer prints the crash before the process
/// dies. By default it also symbolicates every frame, which took 1.8 to 2.2 s per trap here
/// (release build, load average 7 to 9), and the supervisor cannot replace a worker that has
/// not died yet; unsymbolicated, the worker is gone in 50 to 200 ms and its report still has
/// every frame's address and image, which `addr2line` or `swift-demangle` resolve later.
/// The runtime reads `SWIFT_BACKTRACE` once, when the process starts, so the setting takes a
/// new image of the process.
public enum CrashReports {
    /// The backtracer setting for workers: print the backtrace, do not symbolicate it.
    public static let workerSetting = "symbolicate=off"

    /// Restarts this process with `SWIFT_BACKTRACE` set to ``workerSetting`` unless it is
    /// already set (by the user, or by an earlier call, in which case it returns at once).
    ///
    /// Call it first thing, before any thread starts. If the executable cannot be found or run
    /// again, it returns and the process carries on with symbolicated reports.
    public static func useWorkerSetting() {
        guard getenv("SWIFT_BACKTRACE") == nil, let executable = executablePath() else { return }
        setenv("SWIFT_BACKTRACE", workerSetting, 1)
        execv(executable, CommandLine.unsafeArgv)
    }

    /// This process's executable, resolved so the new image keeps its name in `ps` and in reports.
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
