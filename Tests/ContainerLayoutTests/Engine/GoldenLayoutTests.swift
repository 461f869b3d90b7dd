import ContainerLayout
import ContainerUI
import ContainerUICore
import Foundation
import Gallery
import Testing

/// Every gallery example laid out at the preview's three widths (640 tall), compared whole with
/// `Golden/<id>-<width>.txt`. Run with `UPDATE_GOLDENS=1` to rewrite the files deliberately.
@Suite struct GoldenLayoutTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    static let cases: [(String, Int)] = GalleryCatalog.examples.flatMap { example in [390, 768, 1280].map { (example.id, $0) } }

    @Test(arguments: cases)
    func golden(id: String, width: Int) throws {
        let example = try #require(GalleryCatalog.example(id: id))
        let tree = RenderClock.$fixedNow.withValue(Date(timeIntervalSince1970: 1_795_678_200)) { resolve(example.makeView(example.defaultArguments)) }
        let dump = layout(tree, in: CGSize(width: width, height: 640)).dump()
        let file = Self.directory.appendingPathComponent("\(id)-\(width).txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try dump.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(dump == golden, "\(id)-\(width).txt differs; run with UPDATE_GOLDENS=1 to rewrite it if the change is intended")
    }

    @Test func everyNodeOfTheTreeHasAFrame() throws {
        for example in GalleryCatalog.examples {
            let tree = resolve(example.makeView(example.defaultArguments))
            var ids: [String] = []
            func collect(_ node: ResolvedNode) {
                ids.append(node.id)
                node.children.forEach(collect)
                // Backgrounds, overlays, list rows' backgrounds and badges, safe area insets.
                for modifier in node.modifiers { modifier.contentLayer?.nodes.forEach(collect) }
            }
            collect(tree.root)
            let laidOut = layout(tree, in: CGSize(width: 390, height: 640)).framesByID
            #expect(Set(ids) == Set(laidOut.keys), "\(example.id)")
        }
    }
}
