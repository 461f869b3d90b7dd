/// Why a ``Server`` could not start.
public struct ServerError: Error, Equatable, CustomStringConvertible {
    private enum Reason: Equatable {
        case invalidHost(String)
        case invalidConfiguration(String)
        case daemonFailed(host: String, port: Int)
        case alreadyStarted
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// The host is not an IPv4 or IPv6 address.
    static func invalidHost(_ host: String) -> ServerError { ServerError(.invalidHost(host)) }
    /// A configured value is out of range.
    static func invalidConfiguration(_ detail: String) -> ServerError { ServerError(.invalidConfiguration(detail)) }
    /// libmicrohttpd refused to start, most often because the port is taken.
    static func daemonFailed(host: String, port: Int) -> ServerError { ServerError(.daemonFailed(host: host, port: port)) }
    /// ``Server/start()`` was called on a server that was already started.
    static let alreadyStarted = ServerError(.alreadyStarted)

    /// A sentence describing the failure.
    public var description: String {
        switch reason {
        case .invalidHost(let host): "\(host) is not an IPv4 or IPv6 address"
        case .invalidConfiguration(let detail): "invalid server configuration: \(detail)"
        case .daemonFailed(let host, let port): "could not listen on \(host) port \(port); is it in use?"
        case .alreadyStarted: "the server was already started"
        }
    }
}
