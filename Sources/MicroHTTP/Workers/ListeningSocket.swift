#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket bound and listening before any ``Server`` starts, so that several worker
/// processes (``WorkerSupervisor``) can serve the same address: each hands it to its server
/// through ``Server/Configuration/listeningSocket``.
///
/// ```swift
/// let socket = try ListeningSocket(host: "127.0.0.1", port: 8080)
/// var configuration = Server.Configuration()
/// configuration.listeningSocket = socket
/// ```
public struct ListeningSocket: Sendable {
    /// The file descriptor; it stays open for the life of the process.
    public let descriptor: Int32
    /// The bound port, which differs from the requested one when that was 0.
    public let port: Int

    /// Binds `host` (an IPv4 or IPv6 address) and `port` (0 picks a free one) and listens.
    public init(host: String, port: Int, backlog: Int32 = 4096) throws {
        guard (0...65535).contains(port) else {
            throw ServerError.invalidConfiguration("port \(port) is outside 0...65535")
        }
        let isIPv6 = host.contains(":")
        let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerError.daemonFailed(host: host, port: port) }
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = isIPv6 ? Self.bindIPv6(descriptor, host: host, port: port) : Self.bindIPv4(descriptor, host: host, port: port)
        guard bound == true, listen(descriptor, backlog) == 0 else {
            close(descriptor)
            throw bound == nil ? ServerError.invalidHost(host) : ServerError.daemonFailed(host: host, port: port)
        }
        self.descriptor = descriptor
        self.port = Self.localPort(descriptor)
    }

    /// `true` when bound, `false` when `bind` failed, `nil` when `host` is no IPv4 address.
    private static func bindIPv4(_ descriptor: Int32, host: String, port: Int) -> Bool? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return nil }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// `true` when bound, `false` when `bind` failed, `nil` when `host` is no IPv6 address.
    private static func bindIPv6(_ descriptor: Int32, host: String, port: Int) -> Bool? {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return nil }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
            }
        }
    }

    private static func localPort(_ descriptor: Int32) -> Int {
        var address = sockaddr_in6()
        var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) == 0 }
        }
        // sin_port and sin6_port sit at the same offset.
        return found ? Int(UInt16(bigEndian: address.sin6_port)) : 0
    }
}
