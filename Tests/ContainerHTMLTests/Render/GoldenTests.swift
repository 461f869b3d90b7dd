import ContainerHTML
import ContainerUI
import Foundation
import RenderSamples
import Testing

/// Each view family and each gallery example (at its default arguments) rendered as an HTML fragment, compared whole with
/// `Golden/<name>.html`. Run with `UPDATE_GOLDENS=1` to rewrite the files deliberately.
@Suite("Golden HTML per view family and gallery example")
struct GoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    @Test("Renders exactly as the golden file", arguments: (Samples.families + Samples.gallery).map(\.name))
    func golden(name: String) throws {
        let sample = try #require((Samples.families + Samples.gallery).first { $0.name == name })
        let html = renderHTML(sample.tree(), options: HTMLRenderOptions(onWarning: { _ in })) + "\n"
        let file = Self.directory.appendingPathComponent(name + ".html")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try html.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(html == golden, "\(name).html differs; run with UPDATE_GOLDENS=1 to rewrite it if the change is intended")
    }

    @Test("Rendering is deterministic")
    func deterministic() {
        for sample in Samples.families + Samples.gallery {
            let options = HTMLRenderOptions(onWarning: { _ in })
            #expect(renderHTML(sample.tree(), options: options) == renderHTML(sample.tree(), options: options))
        }
    }
}
