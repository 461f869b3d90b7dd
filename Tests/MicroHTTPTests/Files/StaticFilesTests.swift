import Testing
@testable import MicroHTTP

@Suite struct StaticFilesTests {
    let fixture: FileFixture
    let files: StaticFiles

    init() throws {
        fixture = try FileFixture()
        files = try StaticFiles(root: fixture.root)
    }

    func status(_ target: String) -> Int {
        var router = Router()
        router.addStaticFiles(files, at: "/static")
        return router.respond(to: Request(method: .get, target: target)).status.code
    }

    @Test func servesAFileWithValidators() throws {
        let response = try files.response(for: ["site.css"])
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(response.headers["ETag"]?.hasPrefix("\"") == true)
        #expect(response.headers["Last-Modified"]?.hasSuffix(" GMT") == true)
        #expect(response.headers["Cache-Control"] == "no-cache")
        #expect(response.body.bytes == Array(FileFixture.stylesheet.utf8))
        #expect(response.body.gzipped.flatMap { gunzip(Array($0.buffer)) } == Array(FileFixture.stylesheet.utf8))
        fixture.remove()
    }

    @Test func servesDirectoryIndexes() {
        #expect(status("/static/") == 200)
        #expect(status("/static/sub") == 200)
        fixture.remove()
    }

    @Test(arguments: [
        "/static/../secret.txt", "/static/%2e%2e/secret.txt", "/static/%2E%2E/secret.txt",
        "/static/%252e%252e/secret.txt", "/static/sub/..%2f..%2fsecret.txt", "/static/..%5csecret.txt",
        "/static/sub%5c..%5c..%5csecret.txt", "/static/%00", "/static/site.css%00.png",
        "/static/escape.txt", "/static/outside/secret.txt", "/static/.env", "/static/./site.css",
        "/static/%2fetc%2fpasswd", "/static/nope.txt",
    ])
    func refusesEveryWayOut(target: String) {
        let code = status(target)
        #expect([400, 403, 404].contains(code), "\(target) gave \(code)")
        fixture.remove()
    }

    @Test func symlinkLeavingTheRootIsForbidden() {
        #expect(status("/static/escape.txt") == 403)
        #expect(status("/static/../secret.txt") == 400)
        #expect(status("/static/%252e%252e/secret.txt") == 400)
        fixture.remove()
    }

    @Test func rootMustBeADirectory() {
        #expect(throws: ServerError.self) { try StaticFiles(root: fixture.base + "/secret.txt") }
        fixture.remove()
    }
}
