import Testing
@testable import MicroHTTP

@Suite struct RouterTests {
    struct Boom: Error {}

    static var router: Router {
        var router = Router()
        router.get("/containers/{id}/layout") { request in .text("layout of \(request.parameters["id"] ?? "?")") }
        router.post("/containers/{id}/layout") { _ in .text("posted") }
        router.get("/files/{path...}") { request in .text(request.parameters["path"] ?? "") }
        router.get("/teapot") { _ in throw HTTPError(.badRequest, detail: "no <tea> & \"milk\"") }
        router.get("/boom") { _ in throw Boom() }
        return router
    }

    @Test func matchesNamedParameters() {
        let response = Self.router.respond(to: Request(method: .get, target: "/containers/42/layout"))
        #expect(response.status == .ok)
        #expect(response.body.bytes == Array("layout of 42".utf8))
    }

    @Test func remainderParameterTakesTheRestOfThePath() {
        let response = Self.router.respond(to: Request(method: .get, target: "/files/a/b/c.txt"))
        #expect(response.body.bytes == Array("a/b/c.txt".utf8))
    }

    @Test func catchAllRoutesComeAfterSpecificOnes() {
        var router = Router()
        router.get("/{path...}") { _ in .text("files") }
        router.get("/healthz") { _ in .text("healthy") }
        #expect(router.respond(to: Request(method: .get, target: "/healthz")).body.bytes == Array("healthy".utf8))
        #expect(router.respond(to: Request(method: .get, target: "/a/b")).body.bytes == Array("files".utf8))
    }

    @Test func unknownPathIsNotFoundAsProblemJSON() {
        let request = Request(method: .get, target: "/nowhere", requestID: "req-1")
        let response = Self.router.respond(to: request)
        #expect(response.status == .notFound)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        let body = String(decoding: response.body.bytes ?? [], as: UTF8.self)
        #expect(body.contains(#""status":404"#))
        #expect(body.contains(#""requestId":"req-1""#))
        #expect(body.contains(#""title":"Not Found""#))
    }

    @Test func wrongMethodIsMethodNotAllowedWithAllow() {
        let response = Self.router.respond(to: Request(method: .delete, target: "/containers/1/layout"))
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers["Allow"] == "GET, POST, HEAD")
    }

    @Test func headFallsBackToGet() {
        let response = Self.router.respond(to: Request(method: .head, target: "/containers/9/layout"))
        #expect(response.status == .ok)
    }

    @Test func thrownHTTPErrorKeepsStatusAndEscapesDetail() {
        let response = Self.router.respond(to: Request(method: .get, target: "/teapot"))
        #expect(response.status == .badRequest)
        let body = String(decoding: response.body.bytes ?? [], as: UTF8.self)
        #expect(body.contains(#"no \u003ctea\u003e \u0026 \"milk\""#))
    }

    @Test func unknownErrorIsAnInternalErrorWithoutDetails() {
        let outcome = Self.router.handle(Request(method: .get, target: "/boom", requestID: "req-9"))
        #expect(outcome.response.status == .internalServerError)
        #expect(outcome.unexpectedError is Boom)
        let body = String(decoding: outcome.response.body.bytes ?? [], as: UTF8.self)
        #expect(!body.contains("Boom"))
        #expect(body.contains("req-9"))
    }

    @Test func browsersGetAnEscapedHTMLErrorPage() {
        let request = Request(
            method: .get, target: "/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
            headers: ["Accept": "text/html,application/xhtml+xml,*/*;q=0.8"], requestID: "<id>")
        let response = Self.router.respond(to: request)
        #expect(response.status == .notFound)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let body = String(decoding: response.body.bytes ?? [], as: UTF8.self)
        #expect(!body.contains("<script>"))
        #expect(body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(body.contains("&lt;id&gt;"))
    }

    @Test(arguments: [
        (nil, false), ("*/*", false), ("application/json", false),
        ("text/html", true), ("text/html;q=0.5, application/json", false), ("text/*", true),
    ] as [(String?, Bool)])
    func errorFormatFollowsAccept(accept: String?, html: Bool) {
        #expect(ErrorResponse.prefersHTML(accept) == html)
    }
}
