internal import CMHDShim
internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running libmicrohttpd daemon and the thread that accepts its connections.
///
/// The daemon never sees the listening socket (`MHD_USE_NO_LISTEN_SOCKET`): a small C thread
/// (`cmhd_acceptor`) accepts and hands each connection over with `MHD_add_connection`. Stopping
/// to accept is then just stopping that thread; `MHD_quiesce_daemon`, with epoll and a thread
/// pool, races the pool's threads for the listening socket and can abort the process ("Failed
/// to remove listen FD from epoll set"; an open libmicrohttpd defect).
final class Daemon: @unchecked Sendable {
    private let pointer: OpaquePointer
    /// The callback table MHD reads until it stops; freed by ``stop()``.
    private let callbacks: UnsafeMutablePointer<cmhd_callbacks>
    private let socket: ListeningSocket
    /// Whether the socket was bound here, rather than shared with other worker processes.
    private let ownsSocket: Bool
    /// The accepting thread, until ``quiesce()``.
    private let acceptor: Locked<OpaquePointer?>

    /// Binds `configuration.host`/`port`, or takes `configuration.listeningSocket`, and starts
    /// serving through `core`'s callbacks.
    init(configuration: Server.Configuration, core: ServerCore) throws {
        let socket = try configuration.listeningSocket ?? ListeningSocket(host: configuration.host, port: configuration.port)
        let ownsSocket = configuration.listeningSocket == nil
        let options = Self.options(for: configuration)
        let callbacks = UnsafeMutablePointer<cmhd_callbacks>.allocate(capacity: 1)
        callbacks.initialize(to: MHDBridge.callbacks(for: core))
        let flags = MHD_USE_AUTO_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_NO_LISTEN_SOCKET.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
        let started = cmhd_start_daemon(flags, callbacks, options)
        let acceptor = started.flatMap { cmhd_acceptor_start($0, socket.descriptor) }
        guard let started, let acceptor else {
            started.map(MHD_stop_daemon)
            callbacks.deallocate()
            if ownsSocket {
                close(socket.descriptor)
            }
            throw ServerError.daemonFailed(host: configuration.host, port: configuration.port)
        }
        pointer = started
        self.callbacks = callbacks
        self.socket = socket
        self.ownsSocket = ownsSocket
        self.acceptor = Locked(acceptor)
    }

    /// The port the daemon listens on, which differs from the configured one when that was 0.
    var boundPort: Int {
        socket.port
    }

    /// Stops accepting; open connections carry on. A socket bound here is closed, so new
    /// connections are refused; a shared one stays open for the other worker processes.
    func quiesce() {
        guard let acceptor = acceptor.withLock({ acceptor in defer { acceptor = nil }; return acceptor }) else { return }
        cmhd_acceptor_stop(acceptor)
        if ownsSocket {
            close(socket.descriptor)
        }
    }

    /// Stops accepting, closes every connection and joins the daemon's threads.
    func stop() {
        quiesce()
        MHD_stop_daemon(pointer)
        callbacks.deallocate()
    }

    private static func options(for configuration: Server.Configuration) -> [MHD_OptionItem] {
        let timeout = configuration.connectionTimeout.components
        let timeoutSeconds = max(1, Int(timeout.seconds) + (timeout.attoseconds > 0 ? 1 : 0))
        // MHD's own limit only backs ours up: connections past `connectionLimit` still get a 503.
        let hardLimit = max(configuration.connectionLimit * 2, configuration.connectionLimit + 64)
        // The pool holds a longest allowed head, with room for MHD's per-field records and our
        // error response's head, so heads over our limits get our 414/431; heads that overflow
        // the pool are answered by MHD itself, without our headers (README, Reliability). MHD
        // zeroes the whole pool between requests (14% of a cached page's CPU time at 64 KiB)
        // and touches it on every open connection (1,000 connections of 256 KiB held 250 MB
        // more than of 64 KiB, scripts/soak.sh).
        let memory = max(32 * 1024, configuration.maximumHeaderSize + configuration.maximumURLLength + 16 * 1024)
        var items = [
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: hardLimit, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: timeoutSeconds, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: memory, ptr_value: nil),
        ]
        if configuration.threadPoolSize > 1 {
            items.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threadPoolSize, ptr_value: nil))
        }
        items.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
        return items
    }
}
