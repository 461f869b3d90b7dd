import Testing
@testable import MicroHTTP

@Suite struct ResponseBodyTests {
    @Test func aBorrowedBodyKeepsItsOwnerAliveAndDoesNotCopy() throws {
        var owner: BorrowedBytes? = BorrowedBytes("<p>borrowed</p>")
        weak let watched = owner
        var body: ResponseBody? = ResponseBody(unsafeBytes: owner!.bytes, keptAliveBy: owner!)
        let address = owner!.bytes.baseAddress
        owner = nil
        #expect(watched != nil)
        do {
            let shared = try #require(body?.shared)
            #expect(!shared.ownsBytes)
            #expect(shared.buffer.baseAddress == address)
            #expect(body?.bytes == Array("<p>borrowed</p>".utf8))
        }
        body = nil
        #expect(watched == nil)
    }

    @Test func emptyBorrowedBytesGetMemoryOfTheirOwn() throws {
        let owner = BorrowedBytes("")
        let body = ResponseBody(unsafeBytes: owner.bytes, keptAliveBy: owner)
        let shared = try #require(body.shared)
        #expect(shared.ownsBytes && shared.count == 0 && shared.buffer.baseAddress != nil)
    }

    @Test func owningItsBytesCopiesOnlyABorrowedBody() throws {
        let owned = ResponseBody(bytes: Array("owned".utf8))
        #expect(owned.owningItsBytes.shared === owned.shared)
        let owner = BorrowedBytes("borrowed")
        let copied = ResponseBody(unsafeBytes: owner.bytes, keptAliveBy: owner).owningItsBytes
        #expect(try #require(copied.shared).ownsBytes)
        #expect(copied.bytes == Array("borrowed".utf8))
    }
}
