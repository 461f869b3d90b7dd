import Foundation
import MicroHTTP
import Testing
@testable import GalleryWeb

/// The gallery's routes, in process.
struct GalleryRouter {
    let router: Router

    init() {
        var router = Router()
        let cache = ResponseCache(capacity: 64)
        GalleryRoutes.register(on: &router, cache: cache)
        APIRoutes.register(on: &router, cache: cache)
        self.router = router
    }

    func get(_ target: String, accept: String = "application/json") -> (status: Int, type: String, body: String) {
        let response = router.respond(to: Request(method: .get, target: target, headers: ["Accept": accept]))
        return (response.status.code, response.headers["Content-Type"] ?? "", String(decoding: response.body.bytes ?? [], as: UTF8.self))
    }

    func json(_ target: String) throws -> [String: Any] {
        let response = get(target)
        #expect(response.status == 200, "\(target): \(response.body)")
        return try #require(try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
    }
}

@Suite("Gallery routes in process")
struct GalleryRouterTests {
    let gallery = GalleryRouter()

    @Test("The display board: three sections, one header each, Matt's first card and all of Sommer's rejected")
    func displayBoard() throws {
        let board = try gallery.json("/api/containers/display-board")
        let sections = try #require(board["sections"] as? [[String: Any]])
        #expect(sections.count == 3)
        #expect(sections.allSatisfy { ($0["header"] as? [Any])?.count == 1 })
        let rejected = sections.map { section in
            (section["content"] as? [[String: Any]] ?? []).map { ($0["containerValues"] as? [String: Any])?["isDisplayBoardCardRejected"] as? Bool ?? false }
        }
        #expect(rejected[0] == [true, false, false])
        #expect(rejected[1].count == 9)
        #expect(rejected[2].count == 4 && rejected[2].allSatisfy { $0 })
        #expect(board["declaredCount"] as? Int == 3)
        #expect((board["tree"] as? [String: Any])?["type"] as? String == "Root")
    }

    @Test("Declared versus resolved: 4 declared, 12 resolved")
    func declaredAndResolved() throws {
        let board = try gallery.json("/api/containers/declared-and-resolved")
        #expect(board["declaredCount"] as? Int == 4)
        #expect(board["resolvedCount"] as? Int == 12)
        #expect(try gallery.json("/api/containers/declared-and-resolved?samSongs=2")["resolvedCount"] as? Int == 5)
    }

    @Test("A container value inside a VStack never reaches the outer container")
    func nearestContainer() throws {
        func swatches(_ query: String) throws -> [String?] {
            let json = try gallery.json("/api/containers/nearest-container" + query)
            return (json["subviews"] as? [[String: Any]] ?? []).map { ($0["containerValues"] as? [String: Any])?["swatchName"] as? String }
        }
        #expect(try swatches("") == ["red", nil, nil])
        #expect(try swatches("?wrapInVStack=false") == ["red", "blue", nil])
    }

    @Test("The catalog lists every container with typed parameters")
    func catalog() throws {
        let containers = try #require(try gallery.json("/api/containers")["containers"] as? [[String: Any]])
        #expect(containers.count >= 15)
        let board = try #require(containers.first { $0["id"] as? String == "display-board" })
        let extra = try #require((board["parameters"] as? [[String: Any]])?.first)
        #expect(extra["name"] as? String == "extraCards" && extra["type"] as? String == "integer")
        #expect(extra["min"] as? Int == 0 && extra["max"] as? Int == 40 && extra["default"] as? Int == 0)
    }

    @Test("Refused requests", arguments: [
        ("/api/containers/nope", 404, "nope"),
        ("/api/containers/display-board?extraCards=100000", 400, "extraCards"),
        ("/api/containers/display-board?extraCards=-1", 400, "from 0 to 40"),
        ("/api/containers/display-board?colour=red", 400, "colour"),
        ("/api/containers/display-board?extraCards=1&extraCards=2", 400, "more than once"),
        ("/containers/display-board/preview?mattRejectsFirst=maybe", 400, "true or false"),
        ("/containers/display-board?viewport=9999", 400, "viewport"),
    ])
    func refused(target: String, status: Int, mention: String) {
        let response = gallery.get(target)
        #expect(response.status == status)
        #expect(response.type.hasPrefix("application/problem+json"))
        #expect(response.body.contains(mention))
    }

    @Test("Request text is escaped on pages and in errors")
    func escaping() {
        let page = gallery.get("/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", accept: "text/html")
        #expect(page.status == 200 && !page.body.contains("<script>alert") && page.body.contains("&lt;script&gt;"))
        let error = gallery.get("/containers/display-board?%3Cb%3E=1", accept: "text/html")
        #expect(error.status == 400 && !error.body.contains("<b>") && error.body.contains("&lt;b&gt;"))
    }

    @Test("Every page and preview renders; the source is highlighted")
    func pages() {
        #expect(gallery.get("/", accept: "text/html").status == 200)
        for id in ["display-board", "pie", "playback-settings"] {
            let page = gallery.get("/containers/\(id)", accept: "text/html")
            #expect(page.status == 200 && page.body.contains("<span class=\"tk-kw\">struct</span>"))
            let preview = gallery.get("/containers/\(id)/preview", accept: "text/html")
            #expect(preview.status == 200 && preview.type == "text/html; charset=utf-8")
            #expect(preview.body.hasPrefix("<!DOCTYPE html>") && preview.body.hasSuffix("</html>") && preview.body.contains("data-node="))
        }
    }

    @Test("The OpenAPI document is JSON")
    func openAPI() throws {
        #expect(try gallery.json("/api/openapi.json")["openapi"] as? String == "3.0.3")
    }
}
