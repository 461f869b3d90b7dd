import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A mesh gradient on the page: `cui-mesh` with `--cui-grad` a `data:` PNG the server drew (a
/// valid PNG of the raster), the dark one laid over it when it differs; a broken mesh draws its
/// first colour.
@Suite struct MeshGradientMappingTests {
    let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .white])

    /// The first `data:` PNG in `html`, decoded.
    private func png(in html: String) throws -> Data {
        let start = try #require(html.range(of: "url(data:image/png;base64,"))
        let rest = html[start.upperBound...]
        let end = try #require(rest.firstIndex(of: ")"))
        return try #require(Data(base64Encoded: String(rest[..<end])))
    }

    @Test func drawnAsAnImageOfTheRaster() throws {
        let html = renderHTML(mesh)
        #expect(html.contains("cui-mesh") && html.contains("--cui-grad:url(data:image/png;base64,"))
        #expect(html.contains("cui-meshd") && html.contains("--cui-md:url(data:image/png;base64,"), "system colours differ in the dark")
        let bytes = [UInt8](try png(in: html))
        #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: 32 × 32, 8 bits, RGBA.
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8) && Array(bytes[16..<24]) == [0, 0, 0, 32, 0, 0, 0, 32] && bytes[24] == 8 && bytes[25] == 6)
        // The stored deflate stream holds each row's filter byte and pixels: the top-left is red.
        let idat = try #require(bytes.firstRange(of: Array("IDAT".utf8)))
        let firstBlock = idat.upperBound + 2
        #expect(bytes[firstBlock] == 1 && bytes[firstBlock + 5] == 0)
        let topLeading = Array(bytes[(firstBlock + 6)..<(firstBlock + 10)])
        #expect(topLeading[0] > 240 && topLeading[1] < 80 && topLeading[2] < 70 && topLeading[3] == 255, "red, the first point's colour")
    }

    @Test func explicitColoursNeedNoDarkImage() {
        let fixed = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                 colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(white: 0), Color(white: 1)])
        let html = renderHTML(fixed)
        #expect(html.contains("cui-mesh") && !html.contains("cui-meshd"))
    }

    @Test func brokenMeshDrawsItsFirstColour() {
        let html = renderHTML(MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.orange]))
        #expect(!html.contains("cui-mesh") && html.contains("linear-gradient(var(--cui-c-orange),var(--cui-c-orange))"))
    }

    @Test func stylesheetStretchesTheImage() {
        let css = String(decoding: Stylesheet.bytes, as: UTF8.self)
        #expect(css.contains(".cui-root .cui-mesh{background-size:100% 100%;background-repeat:no-repeat}"))
        #expect(css.contains("opacity:var(--cui-dk)") && css.contains("--cui-dk:0;") && css.contains("--cui-dk:1;"))
    }
}
