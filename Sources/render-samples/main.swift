import ContainerUI
import Foundation
import RenderSamples

// Writes every sample as an HTML document linking `containerui.css` and the text-fitting script
// `containerui-fit.js` (both written beside them), as the gallery's previews do, and the hostile
// sample's JSON, into the directory given as the first argument, for the HTML checks and the
// screenshots.

let directory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "samples-out", isDirectory: true)
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
let quiet = HTMLRenderOptions(onWarning: { _ in })

func write(_ tree: ResolvedTree, _ name: String, title: String) throws {
    let options = HTMLDocumentOptions(
        title: title, stylesheet: .link("containerui.css"), render: quiet, fitTextScript: "containerui-fit.js")
    var writer = HTMLWriter()
    renderHTMLDocument(tree, into: &writer, options: options)
    try Data(writer.bytes).write(to: directory.appendingPathComponent(name + ".html"))
}

try Data(Stylesheet.bytes).write(to: directory.appendingPathComponent("containerui.css"))
try Data(FitTextScript.bytes).write(to: directory.appendingPathComponent("containerui-fit.js"))
for sample in Samples.gallery + Samples.families + [Samples.everything] {
    try write(sample.tree(), sample.name, title: "ContainerUI " + sample.name)
}
let hostile = resolve(HostileSample(strings: HostileStrings.all))
try write(hostile, "hostile", title: HostileStrings.all[0])
try write(resolve(HostileSample(strings: HostileStrings.benign)), "benign", title: HostileStrings.benign[0])
try Data(renderJSON(hostile).utf8).write(to: directory.appendingPathComponent("hostile.json"))
let strings = try JSONSerialization.data(withJSONObject: HostileStrings.all)
try strings.write(to: directory.appendingPathComponent("hostile-strings.json"))
print("render-samples: wrote \(Samples.gallery.count + Samples.families.count + 3) documents to \(directory.path)")
