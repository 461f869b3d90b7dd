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
    /// Workers that have died and been replaced but are not collected yet, with the time each
    /// was seen dead (see ``reap(replacingWith:)``).
    private var dying: [pid_t: ContinuousClock.Instant] = [:]
    private var deadline: ContinuousClock.Instant?
    /// Whether a worker could not start or could not be forked.
    private(set) var failed = false
    /// Workers replaced after dying.
    private(set) var restarts = 0

    init(logger: Logger) {
        self.logger = logger
    }

    var isEmpty: Bool { workers.isEmpty && dying.isEmpty }
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

    /// Replaces every worker that has exited, unless draining; a worker that could not start
    /// stops them all.
    ///
    /// A dead worker is replaced before it is collected, and collected only two seconds later
    /// (at once when draining): under load, collecting a worker that had trapped, just after
    /// the runtime's backtracer wrote its crash report, sometimes took the kernel over a second
    /// (1.37 s in `wait4` in one trace), during which the supervisor could neither replace it
    /// nor see the next worker die.
    mutating func reap(replacingWith worker: () -> Never) {
        for pid in Array(workers.keys) {
            guard let exit = Self.exitStatus(of: pid), let started = workers.removeValue(forKey: pid) else { continue }
            dying[pid] = .now
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
        for (pid, died) in dying where isDraining || ContinuousClock.now - died > .seconds(2) {
            Self.collect(pid)
            dying[pid] = nil
        }
    }

    /// How `pid` ended, if it has; the child is left uncollected.
    private static func exitStatus(of pid: pid_t) -> WorkerExit? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return nil }
        #if canImport(Glibc)
        let (exited, status) = (info._sifields._sigchld.si_pid, info._sifields._sigchld.si_status)
        #else
        let (exited, status) = (info.si_pid, info.si_status)
        #endif
        return exited == pid ? WorkerExit(code: info.si_code, status: status) : nil
    }

    /// Collects the exited child `pid`, so that it leaves no zombie.
    private static func collect(_ pid: pid_t) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Kills the workers still running past the drain deadline.
    func enforceDeadline() {
        guard let deadline, ContinuousClock.now > deadline else { return }
        for pid in workers.keys {
            kill(pid, SIGKILL)
        }
    }
}

/// How a process ended, decoded from the `si_code` and `si_status` that `waitid` reports.
enum WorkerExit: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// `CLD_EXITED` with the exit code, otherwise (`CLD_KILLED`, `CLD_DUMPED`) the signal.
    init(code: Int32, status: Int32) {
        self = Int(code) == Int(CLD_EXITED) ? .exited(status) : .signaled(status)
    }

    var description: String {
        switch self {
        case .exited(let code): "exit \(code)"
        case .signaled(let number): "signal \(number)"
        }
    }
}
