import Testing
@testable import MicroHTTP

@Suite struct RequestIDTests {
    @Test func idsAreThePrefixADashAndACounterInHex() throws {
        let ids = (0..<40).map { _ in RequestID.next() }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let parts = id.split(separator: "-")
            try #require(parts.count == 2, "\(id)")
            #expect(parts[0].count == 8)
            #expect(parts.allSatisfy { $0.allSatisfy(\.isHexDigit) && $0 == $0.lowercased() }, "\(id)")
        }
        #expect(Set(ids.map { $0.prefix(8) }).count == 1)
        let counters = ids.compactMap { UInt64($0.dropFirst(9), radix: 16) }
        #expect(counters.count == ids.count)
        #expect(zip(counters, counters.dropFirst()).allSatisfy { $0 < $1 })
    }
}
