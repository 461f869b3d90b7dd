import Glibc

/// A blocking TCP connection to the server under test that speaks HTTP/1.1 by hand, so tests
/// control exactly which bytes go out and see exactly which come back.
final class RawHTTPConnection {
    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let socket: Int32
    private var buffered: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
    init(port: Int, timeout: Int = 10) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            // No close here: a class whose init throws after initialising every property is
            // deinitialised, and deinit closes the socket. Closing it twice closed whatever
            // descriptor another test's server had been given meanwhile (a reset connection,
            // or libmicrohttpd aborting on its inter-thread channel).
            throw Failure(description: "connect failed: errno \(errno)")
        }
    }

    deinit {
        close(socket)
    }

    /// Whether connecting to 127.0.0.1:`port` is refused outright.
    static func isRefused(port: Int) -> Bool {
        do {
            _ = try RawHTTPConnection(port: port)
            return false
        } catch {
            return true
        }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            sent += count
        }
    }

    /// Sends a `GET` with `Host` and the given extra header lines.
    func get(_ target: String, headers: [String] = []) throws {
        try request("GET", target, headers: headers)
    }

    /// Sends a request with `Host` and the given extra header lines.
    func request(_ method: String, _ target: String, headers: [String] = [], body: String = "") throws {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for line in headers { head += line + "\r\n" }
        if !body.isEmpty { head += "Content-Length: \(body.utf8.count)\r\n" }
        try send(head + "\r\n" + body)
    }

    /// Reads one response; `bodyExpected: false` is for answers to `HEAD`.
    func readResponse(bodyExpected: Bool = true) throws -> Response {
        let head = try readHead()
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        let headers = lines.filter { !$0.isEmpty }.map { line -> (name: String, value: String) in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? String(parts[1]).trimmingCharacters() : "")
        }
        var response = Response(status: status, headers: headers, body: [])
        guard bodyExpected, status != 304, status != 204 else { return response }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            response.body = try readChunked()
        } else if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            response.body = try readExactly(length)
        } else {
            response.body = try readUntilClosed()
        }
        return response
    }

    /// Reads until the server closes the connection; throws if the read times out first.
    func readUntilClosed() throws -> [UInt8] {
        var bytes = buffered
        buffered = []
        while let chunk = try receive() { bytes += chunk }
        return bytes
    }

    private func readHead() throws -> String {
        while true {
            if let end = findHeadEnd() {
                let head = String(decoding: buffered[..<end], as: UTF8.self)
                buffered.removeFirst(end + 4)
                return head
            }
            guard let chunk = try receive() else { throw Failure(description: "closed before a response") }
            buffered += chunk
        }
    }

    private func findHeadEnd() -> Int? {
        guard buffered.count >= 4 else { return nil }
        return (0...(buffered.count - 4)).first { buffered[$0..<$0 + 4].elementsEqual([13, 10, 13, 10]) }
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        while buffered.count < count {
            guard let chunk = try receive() else { throw Failure(description: "closed mid-body") }
            buffered += chunk
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered[..<count])
    }

    private func readLine() throws -> String {
        while true {
            if let end = (0..<max(0, buffered.count - 1)).first(where: { buffered[$0] == 13 && buffered[$0 + 1] == 10 }) {
                defer { buffered.removeFirst(end + 2) }
                return String(decoding: buffered[..<end], as: UTF8.self)
            }
            guard let chunk = try receive() else { throw Failure(description: "closed mid-chunk") }
            buffered += chunk
        }
    }

    private func readChunked() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = try readLine()
            guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
                throw Failure(description: "bad chunk size \(sizeLine)")
            }
            if size == 0 {
                _ = try readLine()
                return body
            }
            body += try readExactly(size)
            _ = try readLine()
        }
    }

    /// Reads whatever arrives next; `nil` when the server closed the connection.
    private func receive() throws -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count == 0 { return nil }
        guard count > 0 else { throw Failure(description: "read failed or timed out: errno \(errno)") }
        return Array(chunk[..<count])
    }

    /// Reads the next part of a streamed body as it arrives (one or more raw chunks).
    func readAvailable() throws -> String {
        if !buffered.isEmpty {
            defer { buffered = [] }
            return String(decoding: buffered, as: UTF8.self)
        }
        guard let chunk = try receive() else { throw Failure(description: "closed") }
        return String(decoding: chunk, as: UTF8.self)
    }
}

extension String {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
