/// Ties an ``EventStream`` to the connection that sends it, for as long as MHD holds the response.
final class StreamContext: Sendable {
    let stream: EventStream
    let connection: MHDConnection
    let core: ServerCore
    let request: RequestContext

    init(stream: EventStream, connection: MHDConnection, core: ServerCore, request: RequestContext) {
        self.stream = stream
        self.connection = connection
        self.core = core
        self.request = request
        core.streams.withLock { $0[ObjectIdentifier(stream)] = stream }
        stream.attach(resume: { [connection] in connection.resume() })
    }

    deinit {
        stream.terminate()
        core.streams.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(stream)) }
    }
}
