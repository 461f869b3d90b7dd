/// What the transport should do after asking an ``EventStream`` for bytes.
enum EventStreamRead: Equatable {
    /// This many bytes were copied out.
    case wrote(Int)
    /// Everything was sent and the stream has finished.
    case finished
    /// Nothing is queued; the connection was parked with `suspend` and is woken by the resume hook.
    case suspended
}

extension EventStream {
    /// Installs the hook that wakes the parked connection when bytes arrive or the stream finishes.
    func attach(resume: @escaping @Sendable () -> Void) {
        state.withLock { $0.resume = resume }
    }

    /// Copies queued bytes into `buffer`; when none are queued it calls `suspend` under the stream's
    /// lock, so a concurrent `send` can only resume the connection after it was suspended.
    func read(into buffer: UnsafeMutableRawBufferPointer, suspend: () -> Void) -> EventStreamRead {
        state.withLock { state in
            if !state.pending.isEmpty {
                let count = min(buffer.count, state.pending.count)
                state.pending.withUnsafeBytes { pending in
                    buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: pending[..<count]))
                }
                state.pending.removeFirst(count)
                return .wrote(count)
            }
            if state.finished { return .finished }
            state.waiting = true
            suspend()
            return .suspended
        }
    }

    /// Marks the stream as ended by the transport and runs the termination handlers once.
    func terminate() {
        let handlers = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.terminated else { return [] }
            state.terminated = true
            state.resume = nil
            defer { state.terminationHandlers = [] }
            return state.terminationHandlers
        }
        handlers.forEach { $0() }
    }
}
