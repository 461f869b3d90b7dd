import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A shape filled and stroked in one view (iOS 17's `ShapeView`): `fill(…).stroke(…)` strokes
/// over the fill, `stroke(…).fill(…)` fills over the stroke; both are one resolved shape with two
/// paints, drawn as one element.
@Suite struct FilledStrokedShapeMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    /// The first shape of `view`'s tree, depth first.
    private func shape(_ view: some View) -> ResolvedShape? {
        func first(in node: ResolvedNode) -> ResolvedShape? {
            if case .shape(let shape) = node.kind { return shape }
            return node.children.lazy.compactMap(first).first
        }
        return first(in: resolve(view).root)
    }

    @Test func bothPaintsResolveOnOneShape() {
        let over = shape(Circle().fill(.yellow).stroke(.orange, lineWidth: 4))
        #expect(over?.fill == .color(.yellow) && over?.stroke == .color(.orange) && over?.strokeStyle?.lineWidth == 4)
        #expect(over?.strokeUnderFill == false && over?.insetsStroke == false)
        let under = shape(Capsule().stroke(.red, lineWidth: 8).fill(.white))
        #expect(under?.fill == .color(.white) && under?.stroke == .color(.red) && under?.strokeUnderFill == true)
        let border = shape(RoundedRectangle(cornerRadius: 8).fill(.blue).strokeBorder(.black, style: StrokeStyle(lineWidth: 3)))
        #expect(border?.insetsStroke == true && border?.fill == .color(.blue))
        // The foreground style stands in where no paint is given.
        let foreground = shape(VStack { Rectangle().stroke(.foreground, lineWidth: 2).fill() }.foregroundStyle(.green))
        #expect(foreground?.fill == .color(.green) && foreground?.stroke == .color(.green))
        // A stroke without a paint is a shape, the line: filling it paints the line, as in SwiftUI.
        let ring = shape(Circle().stroke(lineWidth: 4).fill(.red))
        #expect(ring?.fill == nil && ring?.stroke == .color(.red) && ring?.strokeStyle?.lineWidth == 4)
        let bare = shape(VStack { Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [2])) }.foregroundStyle(.blue))
        #expect(bare?.fill == nil && bare?.stroke == .color(.blue) && bare?.strokeStyle?.dash == [2])
        #expect(resolve(Circle().fill(.yellow).stroke(.orange, lineWidth: 4)).dump().contains("Circle fill=yellow stroke=orange width=4"))
        #expect(resolve(Capsule().stroke(.red).fill(.white)).dump().contains("border") == false)
    }

    @Test func aCSSShapeDrawsItsFillAndItsOutline() {
        let html = renderHTML(Rectangle().fill(.mint).stroke(.black, lineWidth: 2), options: quiet)
        #expect(html.contains(#"class="cui-sx cui-sy cui-cssshape cui-cssstroke" style="--cui-rad:0;--cui-fill:var(--cui-c-mint);--cui-stroke:var(--cui-c-black);--cui-sw:2px;"#))
        let under = renderHTML(Capsule().stroke(.red, lineWidth: 8).fill(.white), options: quiet)
        #expect(under.contains("cui-cssshape cui-cssstroke cui-cssunder"))
        #expect(Stylesheet.text.contains(".cui-cssunder{outline-width:calc(var(--cui-sw) / 2);outline-offset:0}"))
        // A border under a fill is covered by it: nothing of it is drawn.
        let covered = renderHTML(Circle().strokeBorder(.red, lineWidth: 4).fill(.white), options: quiet)
        #expect(covered.contains("--cui-stroke:none;") && !covered.contains("cui-strokefirst"))
    }

    @Test func anSVGShapePaintsItsStrokeFirstWhenFilledOverIt() {
        let html = renderHTML(Circle().stroke(.purple, lineWidth: 6).fill(.pink), options: quiet)
        #expect(html.contains("cui-shape cui-strokefirst") && html.contains("--cui-stroke:var(--cui-c-purple);--cui-sw:6px;"))
        #expect(!renderHTML(Circle().fill(.pink).stroke(.purple, lineWidth: 6), options: quiet).contains("cui-strokefirst"))
        #expect(Stylesheet.text.contains(".cui-strokefirst path,.cui-strokefirst rect{paint-order:stroke}"))
    }

    @Test func theJSONSaysWhichIsDrawnFirst() {
        let json = renderJSON(resolve(Capsule().stroke(.red).fill(.white)))
        #expect(json.contains(#""strokeUnderFill":true"#))
        #expect(!renderJSON(resolve(Capsule().stroke(.red))).contains("strokeUnderFill"))
    }
}
