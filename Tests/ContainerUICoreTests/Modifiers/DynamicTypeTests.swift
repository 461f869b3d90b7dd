import ContainerUICore
import Foundation
import Testing

/// Dynamic Type: the size flows down the environment, a range clamps it, text styles, custom
/// fonts and `ScaledMetric` follow it, fixed sizes do not.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    struct NotFound: Error {}

    private func texts(_ node: ResolvedNode) -> [ResolvedText] {
        if case .text(let text) = node.kind { return [text] }
        return node.children.flatMap(texts)
    }

    private func size<V: View>(_ view: V) throws -> DynamicTypeSize {
        guard let text = texts(resolve(view).root).first else { throw NotFound() }
        return text.style.typography.dynamicTypeSize
    }

    @Test("Sizes are ordered from xSmall to accessibility5; the last five are accessibility sizes")
    func ordering() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(EnvironmentValues().dynamicTypeSize == .large)
    }

    @Test("The modifier reaches every text inside; the innermost wins; dumps name it")
    func flowsDown() throws {
        #expect(try size(Text("a")) == .large)
        #expect(try size(VStack { Text("a") }.dynamicTypeSize(.xxxLarge)) == .xxxLarge)
        #expect(try size(VStack { Text("a").dynamicTypeSize(.small) }.dynamicTypeSize(.accessibility3)) == .small)
        #expect(resolve(Text("a").dynamicTypeSize(.xLarge)).dump() == "Root\n  Text(\"a\") dynamicTypeSize=xLarge")
        #expect(resolve(Image(systemName: "star").dynamicTypeSize(.accessibility1)).dump()
            == "Root\n  Image(systemName: \"star\") dynamicTypeSize=accessibility1")
    }

    @Test("A range keeps the size in it: sizes outside become the range's nearest end")
    func rangesClamp() throws {
        let capped = VStack { Text("a") }.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        #expect(try size(capped.dynamicTypeSize(.accessibility5)) == .xxxLarge)
        #expect(try size(capped.dynamicTypeSize(.small)) == .small)
        let band = VStack { Text("a") }.dynamicTypeSize(.large ... .accessibility2)
        #expect(try size(band.dynamicTypeSize(.xSmall)) == .large)
        #expect(try size(band.dynamicTypeSize(.accessibility4)) == .accessibility2)
        #expect(try size(band) == .large)
        #expect(try size(VStack { Text("a") }.dynamicTypeSize(DynamicTypeSize.medium...).dynamicTypeSize(.xSmall)) == .medium)
        #expect(try size(VStack { Text("a") }.dynamicTypeSize(.small ..< .xLarge).dynamicTypeSize(.xxLarge)) == .large)
    }

    @Test("Text styles take the HIG's size and line height; custom fonts scale with their style; fixed sizes stay")
    func fontSizes() {
        #expect(Font.body.pointSize == 17)
        #expect(Font.body.scaled(for: .xSmall).pointSize == 14)
        #expect(Font.body.scaled(for: .xxxLarge).pointSize == 23)
        #expect(Font.body.scaled(for: .accessibility5).pointSize == 53)
        #expect(Font.largeTitle.scaled(for: .accessibility5).pointSize == 60)
        #expect(Font.caption2.scaled(for: .medium).pointSize == 11)
        #expect(Font.headline.scaled(for: .accessibility1).pointSize == Font.body.scaled(for: .accessibility1).pointSize)
        #expect(Font.system(size: 20).scaled(for: .accessibility5).pointSize == 20)
        #expect(Font.custom("Inter", size: 34).scaled(for: .xxxLarge).pointSize == 46)
        #expect(Font.custom("Inter", size: 28, relativeTo: .title).scaled(for: .accessibility1).pointSize == 38)
        #expect(Font.custom("Inter", fixedSize: 15).scaled(for: .accessibility2).pointSize == 15)
        #expect(Font.custom("Inter", fixedSize: 15).description == "custom(Inter, 15, fixed)")
        #expect(Font.custom("Inter", size: 15).description == "custom(Inter, 15)")
        // Every style grows (or stays) from each size to the next, and never shrinks below 11 pt.
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { Font.system(style).scaled(for: $0).pointSize }
            #expect(sizes == sizes.sorted() && sizes[0] >= 11, "\(style)")
        }
    }

    struct Avatar: View {
        @ScaledMetric private var side: CGFloat = 40
        @ScaledMetric(relativeTo: .caption2) private var badge: CGFloat = 11

        var body: some View {
            Color.blue.frame(width: side, height: badge)
        }
    }

    @Test("ScaledMetric scales by its text style's growth in the environment where the body is read")
    func scaledMetric() {
        #expect(resolve(Avatar()).dump().contains(".frame(40×11)"))
        // Body 17 to 23 at xxxLarge: 40 × 23 / 17; caption2 11 to 17.
        let large = resolve(Avatar().dynamicTypeSize(.xxxLarge)).dump()
        #expect(large.contains(".frame(\(CGFloat(40) * (CGFloat(23) / 17))×17)"), "\(large)")
    }
}
