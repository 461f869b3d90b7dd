internal import CMHDShim
internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A libmicrohttpd connection handle; valid only while MHD reports the connection as open.
struct MHDConnection: @unchecked Sendable {
    let pointer: OpaquePointer?

    init(_ pointer: OpaquePointer?) {
        self.pointer = pointer
    }

    /// The per-connection pointer set when the connection started.
    var socketContext: UnsafeMutableRawPointer? {
        cmhd_connection_info(pointer, .CONNECTION_INFO_SOCKET_CONTEXT)?.pointee.socket_context
    }

    /// The request header fields.
    var headers: HTTPHeaders {
        MHDBridge.headers(of: pointer)
    }

    /// The client's IP address as text, or `-` if MHD does not know it.
    var clientAddress: String {
        guard let address = cmhd_connection_info(pointer, .CONNECTION_INFO_CLIENT_ADDRESS)?.pointee.client_addr else {
            return "-"
        }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var raw = ipv4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
            }
        case AF_INET6:
            address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                var raw = ipv6.pointee.sin6_addr
                _ = inet_ntop(AF_INET6, &raw, &text, socklen_t(text.count))
            }
        default:
            return "-"
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Wakes the connection after ``EventStream`` parked it.
    func resume() {
        MHD_resume_connection(pointer)
    }
}
