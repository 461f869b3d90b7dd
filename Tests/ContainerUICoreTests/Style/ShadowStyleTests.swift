import ContainerUI
import Foundation
import Testing

/// `ShadowStyle` and `ShapeStyle.shadow(_:)`: a style keeps its paint and carries its shadows in
/// the order added, through `AnyShapeStyle` and the foreground style, onto the resolved shape.
@Suite struct ShadowStyleTests {
    /// The first resolved shape of `view`.
    private func shape(_ view: some View) -> ResolvedShape? {
        for node in resolve(view).root.nodes(where: { if case .shape = $0.kind { true } else { false } }) {
            if case .shape(let shape) = node.kind { return shape }
        }
        return nil
    }

    @Test func dropAndInnerHaveSwiftUIsDefaults() {
        #expect(ShadowStyle.drop(radius: 4) == .drop(color: .init(.sRGBLinear, white: 0, opacity: 0.33), radius: 4, x: 0, y: 0))
        #expect(ShadowStyle.inner(radius: 2, y: 1) == .inner(color: .init(.sRGBLinear, white: 0, opacity: 0.55), radius: 2, x: 0, y: 1))
        #expect(ShadowStyle.drop(radius: 4) != .inner(color: .init(.sRGBLinear, white: 0, opacity: 0.33), radius: 4))
        #expect(ShadowStyle.drop(radius: -3) == .drop(radius: 0), "a negative radius is no blur")
    }

    @Test func aStyleKeepsItsPaintAndCarriesItsShadows() {
        let style = Color.blue.shadow(.drop(radius: 4)).shadow(.inner(radius: 1))
        #expect(style._resolvedStyle == .color(.blue))
        #expect(style._shadows == [.drop(radius: 4), .inner(radius: 1)])
        #expect(AnyShapeStyle(style)._shadows == style._shadows)
        #expect(Color.blue._shadows.isEmpty)
        #expect(AnyShapeStyle(Color.blue) != AnyShapeStyle(style))
    }

    @Test func aShapeFilledOrStrokedWithAShadowedStyleCarriesTheShadows() {
        let filled = shape(Rectangle().fill(.blue.shadow(.drop(radius: 4))))
        #expect(filled?.fill == .color(.blue) && filled?.shadows == [.drop(radius: 4)])
        let stroked = shape(Circle().stroke(.red.shadow(.drop(color: .black, radius: 2, x: 1, y: 1)), lineWidth: 3))
        #expect(stroked?.stroke == .color(.red) && stroked?.shadows == [.drop(color: .black, radius: 2, x: 1, y: 1)])
        #expect(shape(Rectangle().fill(.blue))?.shadows.isEmpty == true)
    }

    @Test func theForegroundCarriesTheShadowsOfTheStyleSetForIt() {
        let own = shape(Rectangle().fill(.foreground.shadow(.inner(radius: 3))).foregroundStyle(.green))
        #expect(own?.fill == .color(.green) && own?.shadows == [.inner(radius: 3)])
        let inherited = shape(VStack { Capsule() }.foregroundStyle(.orange.shadow(.drop(radius: 5))))
        #expect(inherited?.fill == .color(.orange) && inherited?.shadows == [.drop(radius: 5)])
        let leading = shape(Rectangle().fill(.shadow(.drop(radius: 6))))
        #expect(leading?.shadows == [.drop(radius: 6)])
    }

    /// The first resolved text of `view`.
    private func text(_ view: some View) -> ResolvedText? {
        resolve(view).root.firstText
    }

    @Test func textCarriesTheShadowsOfItsForegroundStyle() {
        let own = text(Text("x").foregroundStyle(.red.shadow(.drop(radius: 1))))
        #expect(own?.style.foreground == .color(.red) && own?.style.shadows == [.drop(radius: 1)])
        let inherited = text(VStack { Text("y") }.foregroundStyle(.blue.shadow(.drop(color: .black, radius: 2))))
        #expect(inherited?.style.foreground == .color(.blue) && inherited?.style.shadows == [.drop(color: .black, radius: 2)])
        let placeholder = text(VStack { Text("z").foregroundStyle(.shadow(.inner(radius: 2))) }.foregroundStyle(.green.shadow(.drop(radius: 3))))
        #expect(placeholder?.style.foreground == .color(.green) && placeholder?.style.shadows == [.drop(radius: 3), .inner(radius: 2)],
                "the foreground placeholder draws the shadows of the style set for it, then its own")
        let replaced = text(Text("w").foregroundStyle(.red.shadow(.drop(radius: 1))).foregroundColor(.blue))
        #expect(replaced?.style.shadows.isEmpty == true, "a later plain style draws no shadow")
        #expect(text(Text("v"))?.style.shadows.isEmpty == true)
    }
}
