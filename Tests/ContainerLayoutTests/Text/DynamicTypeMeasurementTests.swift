import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Dynamic Type measured as the page draws it: the font's size and line height at the size in
/// effect, for texts, their defaults inside containers and symbols.
@Suite struct DynamicTypeMeasurementTests {
    private func frame<V: View>(_ view: V) -> CGRect {
        frames(of: view)["0.0"] ?? .null
    }

    @Test("A text's lines are the size's line height; its width grows with the font")
    func textGrows() {
        let base = frame(Text("Dynamic Type"))
        let large = frame(Text("Dynamic Type").dynamicTypeSize(.xxxLarge))
        let huge = frame(Text("Dynamic Type").dynamicTypeSize(.accessibility5))
        #expect(base.height == 22 && large.height == 29 && huge.height == 62)
        #expect(abs(large.width / base.width - 23.0 / 17) < 0.02)
        #expect(abs(huge.width / base.width - 53.0 / 17) < 0.02)
        let small = frame(Text("Dynamic Type").font(.footnote).dynamicTypeSize(.xSmall))
        #expect(small.height == 16)
    }

    @Test("A wrapped paragraph takes more lines at a larger size")
    func wrapsMore() {
        let words = "Larger text wraps into more lines within the same width"
        let base = frame(Text(words).frame(width: 200))
        let large = frame(Text(words).frame(width: 200).dynamicTypeSize(.accessibility2))
        #expect(base.height.truncatingRemainder(dividingBy: 22) == 0 && large.height.truncatingRemainder(dividingBy: 40) == 0)
        #expect(large.height / 40 > base.height / 22)
    }

    @Test("A symbol is sized by its font at the size")
    func symbolGrows() {
        let base = frame(Image(systemName: "star"))
        let large = frame(Image(systemName: "star").dynamicTypeSize(.accessibility1))
        #expect(abs(large.height / base.height - 28.0 / 17) < 0.05)
    }
}
