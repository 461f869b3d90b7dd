import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A text a frame's height cuts is clamped to the lines the layout engine finds fit, as a line
/// limit clamps it (the row in Sources/ContainerHTML/README.md's text mapping).
@Suite("Text in a bounded height, in HTML")
struct TextHeightMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })
    let paragraph = "Conference room 4B in the north wing on the second floor, past the library"

    @Test("A frame's height clamps the text to the lines that fit; a line limit that cuts more wins")
    func clamped() {
        let html = renderHTML(Text(paragraph).frame(width: 120, height: 50), options: quiet)
        #expect(html.contains(#"class="cui-t cui-clamp cui-r" style="--cui-lines:2;"#))
        let limited = renderHTML(Text(paragraph).lineLimit(1).frame(width: 120, height: 50), options: quiet)
        #expect(limited.contains(#"--cui-lines:1;"#) && !limited.contains(#"--cui-lines:2;"#))
        let row = renderHTML(HStack { Color.purple; Text(paragraph); Color.pink }.frame(width: 300, height: 44), options: quiet)
        #expect(row.contains(#"--cui-lines:2;"#))
    }

    @Test("Text whose lines fit, or that no frame bounds, is not clamped")
    func notClamped() {
        #expect(!renderHTML(Text(paragraph).frame(width: 120), options: quiet).contains("cui-clamp"))
        #expect(!renderHTML(Text("Short").frame(width: 120, height: 50), options: quiet).contains("cui-clamp"))
        #expect(!renderHTML(ScrollView { Text(paragraph).frame(width: 120) }.frame(height: 50), options: quiet).contains("cui-clamp"))
    }
}
