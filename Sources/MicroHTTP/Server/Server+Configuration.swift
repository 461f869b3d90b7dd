#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Server {
    /// Where a ``Server`` listens and the limits it enforces.
    public struct Configuration: Sendable {
        /// The IPv4 or IPv6 address to bind; default `127.0.0.1`.
        public var host: String
        /// The TCP port; `0` picks a free one, which ``Server/port`` then reports.
        public var port: Int
        /// How many threads serve connections; handlers run on these threads. Default: the core count.
        public var threadPoolSize: Int
        /// Open connections beyond this many are answered `503` and closed instead of served.
        public var connectionLimit: Int
        /// Open connections from one address beyond this many are answered `429`; `0` means no limit.
        public var perIPConnectionLimit: Int
        /// A connection idle (or sending too slowly) for this long is closed.
        public var connectionTimeout: Duration
        /// The largest total size of the request's header fields; larger heads are answered `431`.
        public var maximumHeaderSize: Int
        /// The longest request target; longer ones are answered `414`.
        public var maximumURLLength: Int
        /// The largest request body; larger ones are answered `413`.
        public var maximumBodySize: Int
        /// When and how responses are gzip-compressed.
        public var compression: CompressionPolicy
        /// The security header fields added to every response.
        public var securityHeaders: SecurityHeaders
        /// A socket already listening, shared by worker processes; when set, `host` and `port`
        /// are not bound again. Default `nil`.
        public var listeningSocket: ListeningSocket?

        /// Creates a configuration; every parameter has a production-minded default.
        public init(
            host: String = "127.0.0.1",
            port: Int = 0,
            threadPoolSize: Int = Configuration.coreCount,
            connectionLimit: Int = 1000,
            perIPConnectionLimit: Int = 0,
            connectionTimeout: Duration = .seconds(30),
            maximumHeaderSize: Int = 16 * 1024,
            maximumURLLength: Int = 8 * 1024,
            maximumBodySize: Int = 1024 * 1024,
            compression: CompressionPolicy = CompressionPolicy(),
            securityHeaders: SecurityHeaders = SecurityHeaders()
        ) {
            self.host = host
            self.port = port
            self.threadPoolSize = threadPoolSize
            self.connectionLimit = connectionLimit
            self.perIPConnectionLimit = perIPConnectionLimit
            self.connectionTimeout = connectionTimeout
            self.maximumHeaderSize = maximumHeaderSize
            self.maximumURLLength = maximumURLLength
            self.maximumBodySize = maximumBodySize
            self.compression = compression
            self.securityHeaders = securityHeaders
        }

        /// The number of online cores, at least 1.
        public static var coreCount: Int {
            max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        }
    }
}
