import Testing
@testable import MicroHTTP

@Suite struct EventStreamTests {
    func drain(_ stream: EventStream) -> (String, EventStreamRead) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let result = buffer.withUnsafeMutableBytes { stream.read(into: $0, suspend: {}) }
        guard case .wrote(let count) = result else { return ("", result) }
        return (String(decoding: buffer[..<count], as: UTF8.self), result)
    }

    @Test func formatsEventsAndStripsLineBreaksFromFields() {
        let stream = EventStream()
        stream.send(data: "line one\nline two", event: "lay\nout", id: "7")
        stream.send(comment: "ping")
        #expect(drain(stream).0 == "event: layout\nid: 7\ndata: line one\ndata: line two\n\n: ping\n\n")
    }

    @Test func parksWhenEmptyAndWakesOnSend() {
        let stream = EventStream()
        let woken = WakeCounter()
        stream.attach { woken.increment() }
        var suspended = false
        var buffer = [UInt8](repeating: 0, count: 16)
        let result = buffer.withUnsafeMutableBytes { stream.read(into: $0, suspend: { suspended = true }) }
        #expect(result == .suspended)
        #expect(suspended)
        stream.send(data: "x")
        #expect(woken.count == 1)
        #expect(drain(stream).0 == "data: x\n\n")
        stream.finish()
        #expect(drain(stream).1 == .finished)
        #expect(!stream.send(data: "late"))
    }

    @Test func terminationRunsHandlersOnce() {
        let stream = EventStream()
        let calls = WakeCounter()
        stream.onTermination { calls.increment() }
        stream.terminate()
        stream.terminate()
        stream.onTermination { calls.increment() }
        #expect(calls.count == 2)
        #expect(stream.isClosed)
    }
}

final class WakeCounter: Sendable {
    private let value = Locked(0)
    func increment() { value.withLock { $0 += 1 } }
    var count: Int { value.withLock { $0 } }
}
