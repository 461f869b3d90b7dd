internal import CMHDShim
internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running libmicrohttpd daemon.
struct Daemon: @unchecked Sendable {
    private let pointer: OpaquePointer
    /// The callback table MHD reads until it stops; freed by ``stop()``.
    private let callbacks: UnsafeMutablePointer<cmhd_callbacks>

    /// Binds `configuration.host`/`port`, or takes over `configuration.listeningSocket`, and starts
    /// serving through `core`'s callbacks.
    init(configuration: Server.Configuration, core: ServerCore) throws {
        var options = Self.options(for: configuration)
        let callbacks = UnsafeMutablePointer<cmhd_callbacks>.allocate(capacity: 1)
        callbacks.initialize(to: MHDBridge.callbacks(for: core))
        var flags = MHD_USE_AUTO_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue
        let started: OpaquePointer?
        if let socket = configuration.listeningSocket {
            options.insert(MHD_OptionItem(option: .LISTEN_SOCKET, value: Int(socket.descriptor), ptr_value: nil), at: 0)
            started = cmhd_start_daemon(flags, callbacks, options)
        } else if configuration.host.contains(":") {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(configuration.port).bigEndian)
            guard inet_pton(AF_INET6, configuration.host, &address.sin6_addr) == 1 else {
                callbacks.deallocate()
                throw ServerError.invalidHost(configuration.host)
            }
            flags |= MHD_USE_IPv6.rawValue
            started = Self.start(flags: flags, callbacks: callbacks, options: &options, address: &address)
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(configuration.port).bigEndian)
            guard inet_pton(AF_INET, configuration.host, &address.sin_addr) == 1 else {
                callbacks.deallocate()
                throw ServerError.invalidHost(configuration.host)
            }
            started = Self.start(flags: flags, callbacks: callbacks, options: &options, address: &address)
        }
        guard let started else {
            callbacks.deallocate()
            throw ServerError.daemonFailed(host: configuration.host, port: configuration.port)
        }
        pointer = started
        self.callbacks = callbacks
    }

    /// The port the daemon listens on, which differs from the configured one when that was 0.
    var boundPort: Int {
        Int(cmhd_daemon_info(pointer, .DAEMON_INFO_BIND_PORT)?.pointee.port ?? 0)
    }

    /// Stops accepting: the listening socket is closed, open connections carry on.
    func quiesce() {
        let socket = MHD_quiesce_daemon(pointer)
        if socket >= 0 {
            close(socket)
        }
    }

    /// Closes every connection and joins the daemon's threads.
    func stop() {
        MHD_stop_daemon(pointer)
        callbacks.deallocate()
    }

    private static func start<Address>(
        flags: UInt32, callbacks: UnsafeMutablePointer<cmhd_callbacks>, options: inout [MHD_OptionItem], address: inout Address
    ) -> OpaquePointer? {
        withUnsafeMutablePointer(to: &address) { address in
            options.insert(MHD_OptionItem(option: .SOCK_ADDR, value: 0, ptr_value: UnsafeMutableRawPointer(address)), at: 0)
            return cmhd_start_daemon(flags, callbacks, options)
        }
    }

    private static func options(for configuration: Server.Configuration) -> [MHD_OptionItem] {
        let timeout = configuration.connectionTimeout.components
        let timeoutSeconds = max(1, Int(timeout.seconds) + (timeout.attoseconds > 0 ? 1 : 0))
        // MHD's own limit only backs ours up: connections past `connectionLimit` still get a 503.
        let hardLimit = max(configuration.connectionLimit * 2, configuration.connectionLimit + 64)
        // Heads that overflow this pool are answered by MHD itself, without our headers (README,
        // Reliability). MHD touches the whole pool of every open connection: 1,000 connections
        // of 256 KiB held 250 MB more than of 64 KiB (scripts/soak.sh).
        let memory = max(64 * 1024, configuration.maximumHeaderSize + configuration.maximumURLLength + 32 * 1024)
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
