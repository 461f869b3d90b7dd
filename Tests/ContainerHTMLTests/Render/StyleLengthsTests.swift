@testable import ContainerHTML
import Testing

/// Taking markup apart into the pixel lengths of its `style` attributes and the rest.
@Suite struct StyleLengthsTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func lengthsAreCutOutOfStyleAttributesOnly() {
        let markup = bytes(#"<div data-node="0.12px" style="--cui-w:120.5px;--cui-m1c:var(--x);--cui-pb:6px -3px;--cui-av:calc(0.5 * 100vw - 20px);">12px</div>"#)
        let lengths = StyleLengths(markup)
        #expect(lengths.lengths == [120.5, 6, -3, 20])
        #expect(lengths.written.map { String(decoding: $0, as: UTF8.self) } == ["120.5px", "6px", "-3px", "20px"])
        // Put back as they were written, the markup is unchanged.
        #expect(lengths.markup { index, out in out += lengths.written[index] } == markup)
    }

    @Test func numbersThatAreNotPixelLengthsStayInTheTemplate() {
        let lengths = StyleLengths(bytes(#"<i style="--cui-op:0.5;--cui-r:45deg;--cui-m1a:0.3;--cui-gap2:8px;width:1e3px"></i>"#))
        #expect(lengths.lengths == [8])
    }

    @Test func markupThatDiffersOnlyInLengthsHasOneTemplate() {
        let narrow = StyleLengths(bytes(#"<b style="--cui-w:100px;">A</b>"#))
        let wide = StyleLengths(bytes(#"<b style="--cui-w:250.25px;">A</b>"#))
        let other = StyleLengths(bytes(#"<b style="--cui-w:100px;">B</b>"#))
        #expect(narrow.hasTemplate(of: wide))
        #expect(!narrow.hasTemplate(of: other))
        #expect(String(decoding: narrow.markup { _, out in out += Array("calc(1vw)".utf8) }, as: UTF8.self) == #"<b style="--cui-w:calc(1vw);">A</b>"#)
    }
}
