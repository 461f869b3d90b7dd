import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Shapes moved, turned, scaled, mapped and inset within their frames (`offset`, `rotation`,
/// `scale`, `transform` and `inset(by:)`): their paths are SwiftUI's, and a page draws the shape
/// in SVG inside a group whose CSS transform does the same in the frame's percentages, and a
/// `<foreignObject>` inset by the amount.
@Suite struct TransformedShapeMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func pathsAreTheShapesPathsTransformed() {
        #expect(Rectangle().offset(x: 10, y: -5).path(in: rect) == Path(CGRect(x: 10, y: -5, width: 100, height: 50)))
        #expect(close(Rectangle().scale(0.5).path(in: rect).boundingRect, CGRect(x: 25, y: 12.5, width: 50, height: 25)))
        #expect(close(Rectangle().scale(x: 1, y: 0.5, anchor: .top).path(in: rect).boundingRect, CGRect(x: 0, y: 0, width: 100, height: 25)))
        // A quarter turn about the centre swaps the sides round the same centre.
        #expect(close(Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(close(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect).boundingRect, CGRect(x: -50, y: 0, width: 50, height: 100)))
        let skew = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
        #expect(Rectangle().transform(skew).path(in: rect) == Path(rect).applying(skew))
        // Transforms nest: the outer one applies to the inner one's path.
        #expect(close(Rectangle().scale(0.5).offset(x: 10).path(in: rect).boundingRect, CGRect(x: 35, y: 12.5, width: 50, height: 25)))
        #expect(Circle().offset(CGPoint(x: 1, y: 2)).offset == CGSize(width: 1, height: 2))
    }

    @Test func theirDataAnimatesTheShapeAndTheTransform() {
        var rotated = RoundedRectangle(cornerRadius: 4).rotation(.degrees(30))
        rotated.animatableData = AnimatablePair(AnimatablePair(8, 8), AnimatablePair(Angle.degrees(60).radians, AnimatablePair(0, 1)))
        #expect(rotated.shape.cornerSize == CGSize(width: 8, height: 8) && abs(rotated.angle.degrees - 60) < 1e-9 && rotated.anchor == .bottomLeading)
        var moved = Circle().offset(x: 3)
        moved.animatableData.second = AnimatablePair(5, 6)
        #expect(moved.offset == CGSize(width: 5, height: 6))
    }

    @Test func aTurnedShapeIsDrawnInATransformedGroup() {
        let html = renderHTML(Rectangle().rotation(.degrees(45)).fill(.blue).frame(width: 40, height: 40), options: quiet)
        #expect(html.contains(#"<svg aria-hidden="true"><g class="cui-stf" style="--cui-stf:translate(50%,50%) rotate(45deg) translate(-50%,-50%);"><rect width="100%" height="100%"></rect></g></svg>"#))
        #expect(!html.contains("cui-cssshape"))
        #expect(Stylesheet.text.contains(".cui-stf{transform-box:view-box;transform-origin:0 0;transform:var(--cui-stf)}"))
    }

    @Test func pathsKeepTheirViewBoxInsideTheGroup() {
        let html = renderHTML(Circle().scale(0.5).offset(x: 10, y: 5).stroke(.red, lineWidth: 4), options: quiet)
        // Outermost first: the offset, then the scale about the centre.
        #expect(html.contains(#"--cui-stf:translate(10px,5px) translate(50%,50%) scale(0.5,0.5) translate(-50%,-50%);"#))
        #expect(html.contains(#"<svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" overflow="visible"><path d=""#))
        #expect(html.contains("--cui-sw:4px;"))
        let skewed = renderHTML(Ellipse().transform(CGAffineTransform(a: 1, b: 0, c: -0.5, d: 1, tx: 10, ty: 0)).fill(.purple), options: quiet)
        #expect(skewed.contains("--cui-stf:matrix(1,0,-0.5,1,10,0);"))
    }

    @Test func aTurnedCapsuleKeepsItsRoundEnds() {
        let html = renderHTML(Capsule().scale(x: 1, y: 0.5, anchor: .top).fill(.green), options: quiet)
        #expect(html.contains("cui-stcap") && html.contains(#"<rect width="100%" height="100%"></rect>"#))
        #expect(Stylesheet.text.contains(".cui-stcap>svg{container-type:size}"))
    }

    @Test func insetShapesAreDrawnInsideTheirFrame() {
        #expect(Circle().inset(by: 10).path(in: rect) == Circle().path(in: rect.insetBy(dx: 10, dy: 10)))
        // Rounded corners shrink by the inset, never below zero: the outlines are concentric.
        #expect(RoundedRectangle(cornerRadius: 12).inset(by: 4).path(in: rect)
            == RoundedRectangle(cornerRadius: 8).path(in: rect.insetBy(dx: 4, dy: 4)))
        #expect(RoundedRectangle(cornerRadius: 3).inset(by: 2).inset(by: 2).path(in: rect)
            == Rectangle().path(in: rect.insetBy(dx: 4, dy: 4)))
        // A trim of an inset shape, and an inset of a moved one, inset what they hold.
        #expect(Circle().trim(from: 0, to: 0.5).inset(by: 5).path(in: rect) == Circle().inset(by: 5).trim(from: 0, to: 0.5).path(in: rect))
        #expect(Rectangle().offset(x: 3).inset(by: 2).path(in: rect) == Path(rect.insetBy(dx: 2, dy: 2)).offsetBy(dx: 3, dy: 0))

        let ring = renderHTML(Circle().inset(by: 4).trim(from: 0, to: 0.7).stroke(.blue, lineWidth: 8), options: quiet)
        #expect(ring.contains("--cui-sti:4px;"))
        #expect(ring.contains(#"<svg aria-hidden="true"><foreignObject class="cui-sti" width="100%" height="100%"><svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" overflow="visible"><path d="M100 50"#))
        #expect(ring.contains("</path></svg></foreignObject></svg>"))
        let rounded = renderHTML(RoundedRectangle(cornerRadius: 14).inset(by: 6).fill(.yellow), options: quiet)
        #expect(rounded.contains(#"<foreignObject class="cui-sti" width="100%" height="100%"><svg overflow="visible"><rect width="100%" height="100%" rx="8" ry="8"></rect></svg></foreignObject>"#))
        #expect(Stylesheet.text.contains(".cui-sti{x:var(--cui-sti);y:var(--cui-sti);width:calc(100% - 2 * var(--cui-sti));height:calc(100% - 2 * var(--cui-sti));overflow:visible}"))
        // A capsule's ends are half the inset rectangle's shorter side.
        #expect(renderHTML(Capsule().inset(by: 4).fill(.green), options: quiet).contains("cui-stcap"))
        #expect(Stylesheet.text.contains(".cui-stcap rect{rx:max(0px,min(50cqw,50cqh) - var(--cui-sti,0px))"))
    }

    @Test func aSizedShapeIsDrawnAtItsSizeInPixels() {
        #expect(Circle().size(width: 20, height: 10).path(in: CGRect(x: 5, y: 5, width: 300, height: 300))
            == Circle().path(in: CGRect(x: 5, y: 5, width: 20, height: 10)))
        let html = renderHTML(Circle().size(width: 20, height: 20).fill(.red).frame(width: 100, height: 50), options: quiet)
        // The same path in any frame: drawn in the frame's pixels, without a view box.
        #expect(html.contains(#"<svg aria-hidden="true"><path d="M20 10C20 15.523"#) && !html.contains("viewBox"))
    }
}
