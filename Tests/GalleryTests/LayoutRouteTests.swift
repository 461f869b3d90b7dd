import Foundation
import MicroHTTP
import Testing
@testable import GalleryWeb

/// `GET /api/containers/{id}/layout`, in process.
@Suite("The layout API")
struct LayoutRouteTests {
    let gallery = GalleryRouter()

    /// Every frame of the response, by id.
    private func frames(_ target: String) throws -> [String: [String: Double]] {
        let body = try gallery.json(target)
        var result: [String: [String: Double]] = [:]
        func visit(_ node: [String: Any]) {
            if let id = node["id"] as? String, let frame = node["frame"] as? [String: Double] { result[id] = frame }
            for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
        }
        visit(try #require(body["root"] as? [String: Any]))
        return result
    }

    @Test("The viewport is the one asked for, 390 × 640 by default, and the root fills it")
    func viewport() throws {
        let body = try gallery.json("/api/containers/display-board/layout?width=768&height=500")
        #expect(body["viewport"] as? [String: Double] == ["width": 768, "height": 500])
        let root = try #require(body["root"] as? [String: Any])
        #expect(root["id"] as? String == "0")
        #expect(root["type"] as? String == "Root")
        #expect(root["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 768, "height": 500])
        let defaults = try gallery.json("/api/containers/display-board/layout")
        #expect(defaults["viewport"] as? [String: Double] == ["width": 390, "height": 640])
    }

    @Test("The preview loads the text-fitting script, served as JavaScript")
    func previewLoadsTheFitTextScript() {
        let preview = gallery.get("/containers/declared-and-resolved/preview", accept: "text/html").body
        #expect(preview.contains(#"<script src="/assets/containerui-fit.js" defer></script>"#))
        let script = gallery.get("/assets/containerui-fit.js", accept: "*/*")
        #expect(script.status == 200 && script.type.hasPrefix("text/javascript") && script.body.contains(".cui-t"))
    }

    @Test("Ids are the preview's data-node ids, every one of them")
    func idsMatchThePreview() throws {
        let preview = gallery.get("/containers/display-board/preview", accept: "text/html").body
        let pattern = try NSRegularExpression(pattern: #"data-node="([^"]+)""#)
        let htmlIDs = Set(pattern.matches(in: preview, range: NSRange(preview.startIndex..., in: preview)).compactMap {
            Range($0.range(at: 1), in: preview).map { String(preview[$0]) }
        })
        let layoutIDs = Set(try frames("/api/containers/display-board/layout").keys)
        #expect(htmlIDs == layoutIDs)
    }

    @Test("Cards are scattered, tilted and inside their column; the example's parameters apply")
    func displayBoardCards() throws {
        let body = try gallery.json("/api/containers/display-board/layout?width=1280&height=640&extraCards=2")
        var rotations: [Double] = []
        var cards = 0
        func visit(_ node: [String: Any]) {
            if let rotation = node["rotation"] as? Double { rotations.append(rotation) }
            if node["type"] as? String == "DisplayBoardCardLayout" {
                // Its children, then the column's background (ids with `.m`).
                cards += (node["children"] as? [[String: Any]] ?? []).filter { !(($0["id"] as? String) ?? "").contains(".m") }.count
            }
            for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
        }
        visit(try #require(body["root"] as? [String: Any]))
        #expect(cards == 16 + 6)
        #expect(rotations.count == cards)
        #expect(rotations.allSatisfy { abs($0) <= 3 && $0 != 0 })
        #expect(Set(rotations).count > 3)
    }

    @Test("Widths and heights outside 1...10000, repeated or not numbers are a 400 naming the parameter", arguments: [
        "width=0", "width=10001", "height=-5", "height=abc", "width=nan", "width=390&width=768", "height=",
    ])
    func badSizes(query: String) {
        let response = gallery.get("/api/containers/display-board/layout?" + query)
        let name = query.hasPrefix("width") ? "width" : "height"
        #expect(response.status == 400)
        #expect(response.type.hasPrefix("application/problem+json"))
        #expect(response.body.contains("'\(name)'") && response.body.contains("1 to 10000"), "\(response.body)")
    }

    @Test("An unknown container is a 404, an unknown parameter a 400")
    func unknown() {
        #expect(gallery.get("/api/containers/nothing/layout").status == 404)
        #expect(gallery.get("/api/containers/display-board/layout?depth=3").status == 400)
    }
}
