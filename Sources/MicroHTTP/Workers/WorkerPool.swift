import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker processes of a ``WorkerSupervisor``: forks them, reaps the dead, replaces them
/// unless draining, and kills what outlives the drain deadline.
struct WorkerPool {
    let logger: Logger
    /// Each live worker's start time, by process id.
    private var workers: [pid_t: ContinuousClock.Instant] = [:]
    private var deadline: ContinuousClock.Instant?
    /// Whether a worker could not start or could not be forked.
    private(set) var failed = false
    /// Workers replaced after dying.
    private(set) var restarts = 0

    init(logger: Logger) {
        self.logger = logger
    }

    var isEmpty: Bool { workers.isEmpty }
    var count: Int { workers.count }
    var isDraining: Bool { deadline != nil }

    /// Forks one worker that runs `worker`; `false` if `fork` failed.
    mutating func spawn(_ worker: () -> Never) -> Bool {
        let pid = fork()
        if pid == 0 { worker() }
        guard pid > 0 else {
            logger.error("fork failed", metadata: ["errno": "\(errno)"])
            return false
        }
        workers[pid] = .now
        logger.info("worker started", metadata: ["pid": "\(pid)"])
        return true
    }

    /// Sends SIGTERM to every worker; after `deadline` the rest are killed.
    mutating func beginDrain(deadline: ContinuousClock.Instant, failed: Bool) {
        self.failed = self.failed || failed
        guard self.deadline == nil else { return }
        self.deadline = deadline
        for pid in workers.keys {
            kill(pid, SIGTERM)
        }
    }

    /// Collects every worker that has exited and, unless draining, forks its replacement; a
    /// worker that could not start stops them all.
    mutating func reap(replacingWith worker: () -> Never) {
        while true {
            var status: Int32 = 0
            let pid = waitpid(-1, &status, WNOHANG)
            guard pid > 0, let started = workers.removeValue(forKey: pid) else { return }
            let exit = WorkerExit(status)
            guard !isDraining else {
                logger.notice("worker stopped", metadata: ["pid": "\(pid)", "status": "\(exit)"])
                continue
            }
            if exit == .exited(WorkerSupervisor.startFailure) {
                logger.error("worker could not start; stopping", metadata: ["pid": "\(pid)"])
                beginDrain(deadline: .now + .seconds(10), failed: true)
                continue
            }
            logger.error("worker died; replacing it", metadata: ["pid": "\(pid)", "status": "\(exit)"])
            if ContinuousClock.now - started < .seconds(1) {
                usleep(100_000)  // a worker that dies at once must not become a fork loop
            }
            restarts += 1
            if !spawn(worker) {
                beginDrain(deadline: .now + .seconds(10), failed: true)
            }
        }
    }

    /// Kills the workers still running past the drain deadline.
    func enforceDeadline() {
        guard let deadline, ContinuousClock.now > deadline else { return }
        for pid in workers.keys {
            kill(pid, SIGKILL)
        }
    }
}

/// How a process ended, decoded from a `waitpid` status.
enum WorkerExit: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    init(_ status: Int32) {
        let signal = status & 0x7f
        self = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    var description: String {
        switch self {
        case .exited(let code): "exit \(code)"
        case .signaled(let number): "signal \(number)"
        }
    }
}
