import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a server in several processes so that a crash takes down one worker, not the service:
/// forks `count` workers that share one ``ListeningSocket``, replaces each worker that dies (a
/// trap, a kill) at once, and on SIGTERM or SIGINT passes the signal to every worker and waits
/// for each to drain.
///
/// ```swift
/// let socket = try ListeningSocket(host: "0.0.0.0", port: 8080)   // before any thread starts
/// let status = WorkerSupervisor(count: 4, logger: logger).run {
///     var configuration = Server.Configuration()
///     configuration.listeningSocket = socket
///     let server = Server(configuration: configuration, router: makeRouter())
///     guard (try? server.start()) != nil else { return WorkerSupervisor.startFailure }
///     server.waitForTerminationSignal()
///     return 0
/// }
/// exit(status)
/// ```
public struct WorkerSupervisor: Sendable {
    /// The exit status a worker returns when it cannot start; the supervisor then stops the others
    /// and fails instead of restarting it forever (`EX_CONFIG`).
    public static let startFailure: Int32 = 78

    /// How many workers run at once.
    public let count: Int
    /// Receives worker starts, deaths and the drain.
    public let logger: Logger
    /// How long workers may drain after a termination signal before they are killed.
    public var drainDeadline: Duration = .seconds(10)

    /// A supervisor of `count` workers (at least 1).
    public init(count: Int, logger: Logger) {
        precondition(count >= 1, "WorkerSupervisor: count must be at least 1, not \(count)")
        self.count = count
        self.logger = logger
    }

    /// Forks the workers, each of which runs `work` and exits with what it returns, and keeps
    /// `count` of them alive until SIGTERM or SIGINT; then forwards the signal, waits for every
    /// worker and returns 0, or 1 if a worker could not start.
    ///
    /// `fork` copies only the calling thread, so this must run before any thread starts
    /// (no server, no Dispatch queue); it traps when the process already has other threads.
    public func run(_ work: () -> Int32) -> Int32 {
        let threads = ProcessThreads.count()
        precondition(threads == 1, "WorkerSupervisor: fork needs a single-threaded process, this one has \(threads) threads")
        var watched = SignalSet([SIGTERM, SIGINT, SIGCHLD])
        var previous = sigset_t()
        sigprocmask(SIG_BLOCK, &watched.set, &previous)
        func worker() -> Never {
            var mask = previous
            sigprocmask(SIG_SETMASK, &mask, nil)
            exit(work())
        }
        var pool = WorkerPool(logger: logger)
        for _ in 0..<count where !pool.spawn(worker) {
            pool.beginDrain(deadline: .now + drainDeadline, failed: true)
        }
        while !pool.isEmpty {
            var timeout = timespec(tv_sec: 0, tv_nsec: 200_000_000)
            let received = sigtimedwait(&watched.set, nil, &timeout)
            if (received == SIGTERM || received == SIGINT) && !pool.isDraining {
                logger.notice("draining workers", metadata: ["signal": "\(received)", "workers": "\(pool.count)"])
                pool.beginDrain(deadline: .now + drainDeadline, failed: false)
            }
            pool.reap(replacingWith: worker)
            pool.enforceDeadline()
        }
        sigprocmask(SIG_SETMASK, &previous, nil)
        logger.notice("all workers stopped", metadata: ["restarts": "\(pool.restarts)"])
        return pool.failed ? 1 : 0
    }
}

/// A `sigset_t` built from a list of signal numbers.
struct SignalSet {
    var set = sigset_t()

    init(_ signals: [Int32]) {
        sigemptyset(&set)
        for number in signals {
            sigaddset(&set, number)
        }
    }
}
