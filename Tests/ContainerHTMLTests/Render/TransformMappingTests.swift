import ContainerHTML
import ContainerUI
import Testing

/// `offset`, `rotationEffect` and `scaleEffect` on one view: one CSS transform, in SwiftUI's order.
@Suite("Mapping of drawing transforms to one CSS transform")
struct TransformMappingTests {
    @Test("One transform keeps its anchor as the origin")
    func single() {
        let html = renderHTML(Text("a").rotationEffect(.degrees(10), anchor: .bottomTrailing))
        #expect(html.contains(#"class="cui-col cui-tf" style="--cui-tf:rotate(10deg);--cui-to:100% 100%;""#))
        #expect(renderHTML(Text("a").offset(x: 5)).contains("--cui-tf:translate(5px,0px);--cui-to:50% 50%;"))
    }

    @Test("Several in one wrapper compose, the outermost written first, none replacing another")
    func composed() {
        let html = renderHTML(Text("a").offset(x: 5).rotationEffect(.degrees(10)).scaleEffect(2))
        #expect(html.contains(#"class="cui-col cui-tf" style="--cui-tf:scale(2,2) rotate(10deg) translate(5px,0px);--cui-to:50% 50%;""#))
        #expect(html.components(separatedBy: "--cui-tf:").count == 2)
    }

    @Test("Transforms about different anchors are each moved to their own")
    func anchors() {
        let html = renderHTML(Text("a").rotationEffect(.degrees(10), anchor: .topLeading).scaleEffect(2, anchor: .bottom))
        #expect(html.contains("--cui-tf:translate(50%,100%) scale(2,2) translate(-50%,-100%) rotate(10deg);--cui-to:0% 0%;"))
    }

    @Test("An inner transform after an outer one of the same kind starts a wrapper of its own")
    func wrappers() {
        let html = renderHTML(Text("a").scaleEffect(2).offset(y: 3))
        #expect(html.contains("--cui-tf:translate(0px,3px);") && html.contains("--cui-tf:scale(2,2);"))
    }
}

/// `transformEffect(_:)` and `CGAffineTransform`.
@Suite("transformEffect and CGAffineTransform")
struct AffineTransformTests {
    @Test("CGAffineTransform composes and inverts as Core Graphics does")
    func algebra() {
        let moved = CGAffineTransform(translationX: 10, y: 20)
        let scaled = CGAffineTransform(scaleX: 2, y: 3)
        // Translation first, then the scale.
        #expect(CGPoint(x: 1, y: 1).applying(moved.concatenating(scaled)) == CGPoint(x: 22, y: 63))
        // scaledBy applies the scale first.
        #expect(CGPoint(x: 1, y: 1).applying(moved.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 23))
        let turned = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turned)
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
        let skew = CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 5, ty: 0)
        let back = CGPoint(x: 7, y: 9).applying(skew).applying(skew.inverted())
        #expect(abs(back.x - 7) < 1e-12 && abs(back.y - 9) < 1e-12)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(scaled) == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(CGAffineTransform.identity.isIdentity && !moved.isIdentity)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test("The page draws it as matrix() about the top-leading corner; the tree JSON gives its matrix")
    func mapping() {
        let skew = CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 0, ty: 0)
        let html = renderHTML(Text("a").transformEffect(skew))
        #expect(html.contains("--cui-tf:matrix(1,0,-0.3,1,0,0);--cui-to:0% 0%;"))
        let composed = renderHTML(Text("a").scaleEffect(2).transformEffect(CGAffineTransform(translationX: 4, y: 0)))
        #expect(composed.contains("--cui-tf:matrix(1,0,0,1,4,0) translate(50%,50%) scale(2,2) translate(-50%,-50%);--cui-to:0% 0%;"))
        #expect(renderJSON(Text("a").transformEffect(skew)).contains(#"{"type":"transform","matrix":[1,0,-0.3,1,0,0]}"#))
    }

    @Test("geometryGroup draws the view as it is")
    func geometryGroup() {
        #expect(renderHTML(Text("a").geometryGroup()) == renderHTML(Text("a")))
    }
}
