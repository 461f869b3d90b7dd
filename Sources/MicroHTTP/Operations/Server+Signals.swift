import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Server {
    /// Blocks the calling thread until SIGINT or SIGTERM arrives, then shuts down gracefully and
    /// returns, so an executable can end with `exit(0)`.
    ///
    /// The signals are handled by Dispatch sources, never by a C signal handler. The default
    /// grace period keeps the whole shutdown under five seconds.
    ///
    /// ```swift
    /// try server.start()
    /// server.waitForTerminationSignal()
    /// exit(0)
    /// ```
    public func waitForTerminationSignal(gracePeriod: Duration = .seconds(3)) {
        let received = DispatchSemaphore(value: 0)
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { received.signal() }
            source.resume()
            return source
        }
        received.wait()
        sources.forEach { $0.cancel() }
        shutdown(gracePeriod: gracePeriod)
    }
}
