import MicroHTTP

/// libFuzzer entry for the router and its error answers: the first byte picks the method, the
/// second the `Accept` header, the rest is the target. Every answer is a 200 from the matching
/// route, a 404 or a 405 with `Allow`; error bodies never carry request text unescaped.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard input.count >= 2 else { return 0 }
    let methods: [HTTPMethod] = [.get, .head, .post, .put, .delete, .patch, .options, HTTPMethod(rawValue: "<b>\"")]
    let accepts = ["text/html", "application/json", "text/html;q=0.1, application/json", "*/*", "<img src=x>"]
    let method = methods[Int(input[0]) % methods.count]
    let accept = accepts[Int(input[1]) % accepts.count]
    let target = String(decoding: input[2...], as: UTF8.self)
    let request = Request(method: method, target: target, headers: ["Accept": accept])
    let response = fuzzedRouter.respond(to: request)
    let body = response.body.bytes ?? []
    switch response.status.code {
    case 200:
        // Compared as bytes: a combining mark after `/` would join it into one `Character`.
        let path = Array(request.pathSegments.joined(separator: "/").utf8)
        check(path.count >= body.count && path.suffix(body.count).elementsEqual(body),
              "200 echoed \(String(decoding: body, as: UTF8.self).debugDescription)")
    case 404, 405:
        check(response.status.code == 404 || response.headers["Allow"]?.isEmpty == false, "405 without Allow")
        let type = response.headers["Content-Type"] ?? ""
        let markup = body.filter { $0 == UInt8(ascii: "<") }.count
        if type.hasPrefix("text/html") {
            check(markup == htmlErrorTags, "the error page has \(markup) tags for \(target.debugDescription)")
        } else {
            check(type == "application/problem+json" && markup == 0, "unescaped < in \(type) for \(target.debugDescription)")
            check(!body.contains { $0 < 0x20 }, "a control byte in JSON for \(target.debugDescription)")
        }
    default:
        fatalError("status \(response.status.code) for \(method) \(target.debugDescription)")
    }
    return 0
}

private let fuzzedRouter: Router = {
    var router = Router()
    router.get("/") { _ in .text("") }
    router.get("/containers/{id}") { .text($0.parameters["id"] ?? "") }
    router.get("/containers/{id}/preview") { .text(($0.parameters["id"] ?? "") + "/preview") }
    router.post("/api/{name}") { .text("api/" + ($0.parameters["name"] ?? "")) }
    router.delete("/api/{name}") { .text("api/" + ($0.parameters["name"] ?? "")) }
    router.get("/static/{path...}") { .text(["static", $0.parameters["path"] ?? ""].filter { !$0.isEmpty }.joined(separator: "/")) }
    return router
}()

/// The `<` count of an HTML error page for a harmless request: every error page has as many.
private let htmlErrorTags: Int = {
    let page = fuzzedRouter.respond(to: Request(method: .get, target: "/nothing", headers: ["Accept": "text/html"]))
    return (page.body.bytes ?? []).filter { $0 == UInt8(ascii: "<") }.count
}()
