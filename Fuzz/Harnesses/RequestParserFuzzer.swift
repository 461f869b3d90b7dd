import MicroHTTP

/// libFuzzer entry for the request-target parser (path segments and query items): the input is
/// a raw target; the parser must not trap, must keep its promises about segments and sizes, and
/// must decode a fully percent-encoded copy of the input back to the input. The same input is
/// also read as an `Accept-Encoding` list and a content type, which must not trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let request = Request(method: .get, target: text)
    check(request.path.utf8.first == UInt8(ascii: "/"), "the path \(request.path) lacks its leading /")
    check(!request.pathSegments.contains(""), "an empty path segment survived")
    check(request.path == "/" + request.pathSegments.joined(separator: "/"), "the path \(request.path) is not its segments joined")
    // Header values read as bytes in place: any input is a possible Accept-Encoding or Content-Type.
    _ = CompressionPolicy.acceptsGzip(text)
    _ = CompressionPolicy.isCompressible(contentType: text)
    let decodedPath = request.pathSegments.reduce(0) { $0 + $1.utf8.count }
    let decodedQuery = request.queryItems.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
    check(decodedPath + decodedQuery <= text.utf8.count, "decoding made \(text.debugDescription) longer")

    let encoded = percentEncoded(text)
    let roundTrip = Request(method: .get, target: "/x/" + encoded + "?" + encoded + "=" + encoded + "&k")
    let expectedSegments = text.isEmpty ? ["x"] : ["x", text]
    check(roundTrip.pathSegments == expectedSegments, "path of \(text.debugDescription): \(roundTrip.pathSegments)")
    let expectedItems = [Request.QueryItem(name: text, value: text), Request.QueryItem(name: "k", value: "")]
    check(roundTrip.queryItems == expectedItems, "query of \(text.debugDescription): \(roundTrip.queryItems)")
    return 0
}

/// Every byte of `text`'s UTF-8 as `%XX`.
private func percentEncoded(_ text: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in text.utf8 {
        bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
    return String(decoding: bytes, as: UTF8.self)
}
