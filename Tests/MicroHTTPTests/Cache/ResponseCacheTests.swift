import Synchronization
import Testing
@testable import MicroHTTP

@Suite struct ResponseCacheTests {
    @Test func rendersOnceAndAddsETagAndGzipVariant() throws {
        let cache = ResponseCache(capacity: 2)
        let renders = Atomic(0)
        let page = String(repeating: "<li>row</li>", count: 100)
        for _ in 0..<3 {
            let response = cache.response(for: "/page") {
                renders.add(1, ordering: .relaxed)
                return .html(page)
            }
            #expect(response.headers["ETag"]?.hasPrefix("\"") == true)
            #expect(try #require(response.body.gzipped).count < page.utf8.count)
        }
        #expect(renders.load(ordering: .relaxed) == 1)
    }

    @Test func keepsItsOwnCopyOfABorrowedBody() throws {
        let cache = ResponseCache(capacity: 2)
        let owner = BorrowedBytes("<p>borrowed</p>")
        let response = cache.response(for: "/page") {
            .html(body: ResponseBody(unsafeBytes: owner.bytes, keptAliveBy: owner))
        }
        let shared = try #require(response.body.shared)
        #expect(shared.ownsBytes)
        #expect(shared.buffer.baseAddress != owner.bytes.baseAddress)
        #expect(response.body.bytes == Array("<p>borrowed</p>".utf8))
    }

    @Test func keepsOnlySuccessesAndEvictsTheOldest() {
        let cache = ResponseCache(capacity: 2)
        _ = cache.response(for: "missing") { .text("no", status: .notFound) }
        #expect(cache.count == 0)
        for key in ["a", "b", "c"] {
            _ = cache.response(for: key) { .text(key) }
        }
        #expect(cache.count == 2)
        #expect(cache.response(for: "a") { .text("again") }.body.bytes == Array("again".utf8))
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func capacityZeroMakesEveryResponseAnew() {
        let cache = ResponseCache(capacity: 0)
        let renders = Atomic(0)
        for _ in 0..<3 {
            _ = cache.response(for: "/page") {
                renders.add(1, ordering: .relaxed)
                return .html("<p>fresh</p>")
            }
        }
        #expect(renders.load(ordering: .relaxed) == 3)
        #expect(cache.count == 0)
    }
}
