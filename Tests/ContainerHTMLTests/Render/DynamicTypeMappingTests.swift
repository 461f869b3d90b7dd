import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Dynamic Type in the page: each run writes its font's size and line height at the size in
/// effect, which the layout engine measures with too.
@Suite("Mapping of Dynamic Type to HTML/CSS")
struct DynamicTypeMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("A text style's size and line height follow the size; the default writes the same as before")
    func textStyles() {
        #expect(renderHTML(Text("a"), options: quiet).contains("--cui-fs:17px;--cui-lh:22px;"))
        #expect(renderHTML(Text("a").dynamicTypeSize(.large), options: quiet) == renderHTML(Text("a"), options: quiet))
        #expect(renderHTML(Text("a").dynamicTypeSize(.xxxLarge), options: quiet).contains("--cui-fs:23px;--cui-lh:29px;"))
        #expect(renderHTML(Text("a").font(.caption).dynamicTypeSize(.accessibility3), options: quiet).contains("--cui-fs:32px;--cui-lh:39px;"))
        #expect(renderHTML(Text("a").font(.system(size: 20)).dynamicTypeSize(.accessibility3), options: quiet).contains("--cui-fs:20px;--cui-lh:24px;"))
    }

    @Test("Every run of a concatenated text, and a container's default font, scale")
    func runsAndDefaults() {
        let runs = renderHTML((Text("a") + Text("b").font(.footnote)).dynamicTypeSize(.xSmall), options: quiet)
        #expect(runs.contains("--cui-fs:14px;--cui-lh:19px;") && runs.contains("--cui-fs:12px;--cui-lh:16px;"))
        let header = renderHTML(List { Section("Header") { Text("Row") } }.dynamicTypeSize(.xxLarge), options: quiet)
        #expect(header.contains("--cui-fs:17px;--cui-lh:22px;"), "the section header's footnote at xxLarge")
        #expect(header.contains("--cui-fs:21px;--cui-lh:26px;"), "the row's body at xxLarge")
    }

    @Test("A symbol's size follows its font at the size")
    func symbols() {
        let html = renderHTML(Image(systemName: "star").dynamicTypeSize(.accessibility1), options: quiet)
        #expect(html.contains("--cui-fs:28px"))
    }
}
