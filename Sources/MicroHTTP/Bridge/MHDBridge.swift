internal import CMHDShim
import Logging
internal import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every `@convention(c)` callback libmicrohttpd calls and every `Unmanaged` hand-off of Swift
/// objects through its `void *` closures live here and nowhere else.
///
/// Ownership: the ``ServerCore`` is passed unretained (the ``Server`` outlives the daemon);
/// each ``ConnectionContext``, ``RequestContext`` and ``StreamContext`` is passed retained and
/// released in the callback that ends it.
enum MHDBridge {
    /// The callback table for a daemon serving `core`.
    static func callbacks(for core: ServerCore) -> cmhd_callbacks {
        cmhd_callbacks(
            access: access, completed: completed, connection: connectionChanged,
            uri_logger: requestLineArrived, logger: log,
            context: Unmanaged.passUnretained(core).toOpaque())
    }

    private static func core(_ pointer: UnsafeMutableRawPointer?) -> ServerCore {
        Unmanaged<ServerCore>.fromOpaque(pointer!).takeUnretainedValue()
    }

    private static let requestLineArrived: @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?
    ) -> UnsafeMutableRawPointer? = { cls, uri, _ in
        let context = core(cls).begin(target: uri.map { String(cString: $0) } ?? "/")
        return Unmanaged.passRetained(context).toOpaque()
    }

    private static let connectionChanged: @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
        MHD_ConnectionNotificationCode
    ) -> Void = { cls, connection, socketContext, code in
        guard let socketContext else { return }
        let core = core(cls)
        if code == .CONNECTION_NOTIFY_STARTED {
            let address = MHDConnection(connection).clientAddress
            let context = ConnectionContext(clientAddress: address, verdict: core.admission.admit(address))
            socketContext.pointee = Unmanaged.passRetained(context).toOpaque()
        } else if let pointer = socketContext.pointee {
            let context = Unmanaged<ConnectionContext>.fromOpaque(pointer).takeRetainedValue()
            core.admission.release(context.clientAddress)
            socketContext.pointee = nil
        }
    }

    private static let access: @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
        UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutablePointer<Int>?,
        UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> MHD_Result = { cls, connection, _, method, version, uploadData, uploadSize, requestPointer in
        guard let pointer = requestPointer?.pointee, let uploadSize else { return .NO }
        let core = core(cls)
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeUnretainedValue()
        let mhd = MHDConnection(connection)
        guard context.request != nil else {
            let socket = mhd.socketContext.map { Unmanaged<ConnectionContext>.fromOpaque($0).takeUnretainedValue() }
            context.request = Request(
                method: HTTPMethod(rawValue: method.map { String(cString: $0) } ?? "GET"),
                target: context.target, headers: mhd.headers,
                clientAddress: socket?.clientAddress ?? "-", requestID: context.requestID)
            let declared = context.request?.headers["Content-Length"].flatMap { Int($0) }
            context.rejection = core.admit(
                context, connection: socket, version: version.map { String(cString: $0) } ?? "", declaredBodySize: declared)
            // A rejected request is answered at once; otherwise MHD calls again with the body.
            return context.rejection == nil ? .YES : queue(core.respond(context), on: mhd, core: core, context: context)
        }
        if uploadSize.pointee > 0 {
            if context.rejection == nil, let uploadData {
                let chunk = UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee)
                context.request?.body.append(contentsOf: chunk)
                if context.request?.body.count ?? 0 > core.pipeline.configuration.maximumBodySize {
                    context.rejection = core.bodyTooLarge()
                    context.request?.body = []
                }
            }
            uploadSize.pointee = 0
            return .YES
        }
        return queue(core.respond(context), on: mhd, core: core, context: context)
    }

    private static let completed: @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
        MHD_RequestTerminationCode
    ) -> Void = { cls, _, requestPointer, code in
        guard let pointer = requestPointer?.pointee else { return }
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeRetainedValue()
        requestPointer?.pointee = nil
        core(cls).complete(context, reason: code == .REQUEST_TERMINATED_COMPLETED_OK ? "completed" : "aborted \(code.rawValue)")
    }

    private static let log: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void = { cls, message in
        guard let message else { return }
        core(cls).logger.warning("libmicrohttpd: \(String(cString: message).filter { $0 != "\n" })")
    }

    /// Hands `response` to MHD for `connection`; a file is sent from its descriptor, a streamed
    /// body is read through ``StreamContext``.
    private static func queue(_ response: Response, on connection: MHDConnection, core: ServerCore,
                              context: RequestContext) -> MHD_Result {
        let handle: OpaquePointer?
        switch response.body.storage {
        case .bytes(let shared):
            // MHD sends from the shared memory itself and releases it when the response is destroyed.
            let owner = Unmanaged.passRetained(shared)
            handle = MHD_create_response_from_buffer_with_free_callback_cls(
                shared.count, UnsafeMutableRawPointer(mutating: shared.buffer.baseAddress), releaseRetained, owner.toOpaque())
            if handle == nil {
                owner.release()
            }
        case .file(let file, let range):
            // MHD sends the range with sendfile and closes the descriptor with the response.
            guard let descriptor = file.take() else { return .NO }
            handle = MHD_create_response_from_fd_at_offset64(UInt64(range.count), descriptor, UInt64(range.lowerBound))
            if handle == nil {
                close(descriptor)
            }
        case .stream(let stream):
            let streamContext = StreamContext(stream: stream, connection: connection, core: core, request: context)
            handle = MHD_create_response_from_callback(
                UInt64.max, 4096, readStream, Unmanaged.passRetained(streamContext).toOpaque(), releaseRetained)
        }
        guard let handle else { return .NO }
        defer { MHD_destroy_response(handle) }
        for field in response.headers {
            // Native strings lend their NUL-terminated bytes; implicit bridging would copy each.
            _ = field.name.withCString { name in field.value.withCString { MHD_add_response_header(handle, name, $0) } }
        }
        return MHD_queue_response(connection.pointer, UInt32(response.status.code), handle)
    }

    private static let readStream: @convention(c) (UnsafeMutableRawPointer?, UInt64, UnsafeMutablePointer<CChar>?, Int) -> Int = {
        cls, _, buffer, capacity in
        let context = Unmanaged<StreamContext>.fromOpaque(cls!).takeUnretainedValue()
        let target = UnsafeMutableRawBufferPointer(start: buffer, count: capacity)
        switch context.stream.read(into: target, suspend: { MHD_suspend_connection(context.connection.pointer) }) {
        case .wrote(let count):
            context.request.bytesSent += count
            return count
        case .finished:
            return -1  // MHD_CONTENT_READER_END_OF_STREAM
        case .suspended:
            return 0
        }
    }

    /// Releases the object a response was created with: its ``SharedBytes`` or ``StreamContext``.
    private static let releaseRetained: @convention(c) (UnsafeMutableRawPointer?) -> Void = { cls in
        Unmanaged<AnyObject>.fromOpaque(cls!).release()
    }
}

extension MHDBridge {
    /// The request header fields of `connection`, in the order received.
    static func headers(of connection: OpaquePointer?) -> HTTPHeaders {
        var headers = HTTPHeaders()
        withUnsafeMutablePointer(to: &headers) { pointer in
            _ = MHD_get_connection_values_n(connection, .HEADER_KIND, collectHeader, pointer)
        }
        return headers
    }

    private static let collectHeader: @convention(c) (
        UnsafeMutableRawPointer?, MHD_ValueKind, UnsafePointer<CChar>?, Int, UnsafePointer<CChar>?, Int
    ) -> MHD_Result = { cls, _, key, keySize, value, valueSize in
        guard let headers = cls?.assumingMemoryBound(to: HTTPHeaders.self), let key else { return .YES }
        func text(_ pointer: UnsafePointer<CChar>?, _ count: Int) -> String {
            guard let pointer else { return "" }
            return String(decoding: UnsafeRawBufferPointer(start: pointer, count: count), as: UTF8.self)
        }
        headers.pointee.add(name: text(key, keySize), value: text(value, valueSize))
        return .YES
    }
}
