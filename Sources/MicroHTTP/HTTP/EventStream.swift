/// A stream of server-sent events (the `text/event-stream` format) that any thread may feed.
///
/// Return it from a handler with ``Response/eventStream(_:)``, keep a reference, and send events
/// as they happen; the connection waits without holding a server thread while nothing is queued.
/// A parked connection cannot notice its client leaving, so send a comment now and then as a
/// heartbeat: the send after a disconnect ends the stream and runs ``onTermination(_:)``.
///
/// ```swift
/// let stream = EventStream()
/// broadcaster.add(stream)
/// stream.onTermination { broadcaster.remove(stream) }
/// return .eventStream(stream)
/// // later, from anywhere:
/// stream.send(data: #"{"id":42}"#, event: "layout")
/// ```
public final class EventStream: Sendable {
    struct State {
        var pending: [UInt8] = []
        var finished = false
        var terminated = false
        var waiting = false
        var resume: (@Sendable () -> Void)?
        var terminationHandlers: [@Sendable () -> Void] = []
    }

    let state = Locked(State())

    /// Creates an empty, open stream.
    public init() {}

    /// Queues one event; multi-line `data` becomes several `data:` lines. Returns `false` once the
    /// stream has finished or the client has gone.
    @discardableResult
    public func send(data: String, event: String? = nil, id: String? = nil) -> Bool {
        var text = ""
        if let event { text += "event: \(Self.singleLine(event))\n" }
        if let id { text += "id: \(Self.singleLine(id))\n" }
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line.filter { $0 != "\r" })\n"
        }
        return enqueue(Array((text + "\n").utf8))
    }

    /// Queues a comment line, which clients ignore; useful as a heartbeat.
    @discardableResult
    public func send(comment: String) -> Bool {
        enqueue(Array(": \(Self.singleLine(comment))\n\n".utf8))
    }

    /// Ends the stream once everything queued has been sent.
    public func finish() {
        let resume = state.withLock { state -> (@Sendable () -> Void)? in
            state.finished = true
            return state.takeWakeUp()
        }
        resume?()
    }

    /// Whether the stream has finished or its client has gone.
    public var isClosed: Bool {
        state.withLock { $0.finished || $0.terminated }
    }

    /// Runs `handler` once when the response ends, whether it finished or the client went away.
    public func onTermination(_ handler: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state in
            if state.terminated { return true }
            state.terminationHandlers.append(handler)
            return false
        }
        if runNow { handler() }
    }

    private func enqueue(_ bytes: [UInt8]) -> Bool {
        let (accepted, resume) = state.withLock { state -> (Bool, (@Sendable () -> Void)?) in
            guard !state.finished, !state.terminated else { return (false, nil) }
            state.pending += bytes
            return (true, state.takeWakeUp())
        }
        resume?()
        return accepted
    }

    private static func singleLine(_ text: String) -> String {
        text.filter { $0 != "\n" && $0 != "\r" }
    }
}

extension EventStream.State {
    /// The connection's resume hook if the reader is parked waiting for data, clearing the wait.
    mutating func takeWakeUp() -> (@Sendable () -> Void)? {
        guard waiting else { return nil }
        waiting = false
        return resume
    }
}
