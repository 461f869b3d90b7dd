import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The rows of the mapping table for `rotation3DEffect`, `projectionEffect`, `luminanceToAlpha`,
/// `hoverEffect`, `typesettingLanguage`, `flipsForRightToLeftLayoutDirection` and
/// `layoutDirectionBehavior`.
@Suite("Mapping of 3D rotations, projections, luminance to alpha, hover effects, languages and mirroring")
struct DrawingEffectMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("rotation3DEffect: perspective(larger length ÷ perspective) rotate3d() about the anchor, in the transform's wrapper")
    func rotation3D() {
        let html = renderHTML(Color.red.frame(width: 200, height: 100).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)), options: quiet)
        #expect(html.contains("--cui-tf:perspective(200px) rotate3d(0,1,0,30deg);--cui-to:50% 50%;"))
        let half = renderHTML(Color.red.frame(width: 200, height: 100).rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), perspective: 0.5), options: quiet)
        #expect(half.contains("--cui-tf:perspective(400px) rotate3d(1,0,0,30deg);"), "a perspective of 0.5 puts the viewer twice as far")
        let flat = renderHTML(Color.red.frame(width: 200, height: 100).rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), perspective: 0), options: quiet)
        #expect(flat.contains("--cui-tf:rotate3d(1,0,0,30deg);"))
    }

    @Test("rotation3DEffect composes with the other transforms, each about its own anchor, and moves along z about anchorZ")
    func rotation3DComposed() {
        let html = renderHTML(Color.red.frame(width: 100, height: 100).scaleEffect(2)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .leading, anchorZ: 10), options: quiet)
        #expect(html.contains("--cui-tf:translate(0%,50%) translateZ(10px) perspective(100px) rotate3d(0,1,0,45deg) translateZ(-10px) translate(0%,-50%) translate(50%,50%) scale(2,2) translate(-50%,-50%);--cui-to:0% 0%;"))
        let outer = renderHTML(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).scaleEffect(2), options: quiet)
        #expect(outer.contains("--cui-tf:scale(2,2);") && outer.contains("--cui-tf:perspective(100px) rotate3d(0,1,0,45deg);"), "a scale outside it is a wrapper of its own")
    }

    @Test("projectionEffect: matrix3d() about the top-leading corner, a perspective transform scaled by 1000 for its precision")
    func projection() {
        #expect(renderHTML(Text("a").projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 5, y: 6))), options: quiet)
            .contains("--cui-tf:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,5,6,0,1);--cui-to:0% 0%;"))
        var perspective = ProjectionTransform()
        perspective.m13 = 0.0025
        #expect(renderHTML(Text("a").projectionEffect(perspective), options: quiet)
            .contains("--cui-tf:matrix3d(1000,0,0,2.5,0,1000,0,0,0,0,1000,0,0,0,0,1000);"))
    }

    @Test("luminanceToAlpha: an SVG luminanceToAlpha filter referenced by the wrapper's filter")
    func luminanceToAlpha() {
        let html = renderHTML(Color.red.frame(width: 10, height: 10).luminanceToAlpha(), options: quiet)
        #expect(html.contains(#"class="cui-col cui-fw cui-fh cui-fx" style="--cui-w:10px;--cui-h:10px;--cui-fx:url(#cui-d1);""#))
        #expect(html.contains(#"<svg class="cui-defs" aria-hidden="true"><filter id="cui-d1" color-interpolation-filters="sRGB"><feColorMatrix type="luminanceToAlpha"></feColorMatrix></filter></svg>"#))
        let twice = renderHTML(VStack { Color.red.luminanceToAlpha(); Color.blue.luminanceToAlpha() }, options: quiet)
        #expect(twice.contains("url(#cui-d1)") && twice.contains("url(#cui-d2)"), "each filter has its own id")
    }

    @Test("hoverEffect: a wrapper of its own with the highlight's or the lift's :hover style")
    func hoverEffect() {
        #expect(renderHTML(Text("a").hoverEffect(), options: quiet).contains(#"class="cui-col cui-hvh""#))
        #expect(renderHTML(Text("a").hoverEffect(.highlight), options: quiet).contains(#"class="cui-col cui-hvh""#))
        let lift = renderHTML(Text("a").opacity(0.5).hoverEffect(.lift).scaleEffect(2), options: quiet)
        #expect(lift.contains(#"class="cui-col cui-hvl""#) && !lift.contains("cui-hvl cui-") && !lift.contains("cui-op cui-hvl"))
        #expect(!renderHTML(Text("a").hoverEffect(.lift, isEnabled: false), options: quiet).contains("cui-hv"))
        #expect(Stylesheet.text.contains("@media (hover:hover){.cui-hvh:hover::before{"))
        #expect(Stylesheet.text.contains(".cui-hvl:hover{scale:1.05;"))
    }

    @Test("typesettingLanguage: the wrapper's lang attribute")
    func language() {
        let html = renderHTML(Image(systemName: "star").typesettingLanguage(Locale.Language(identifier: "ja")), options: quiet)
        #expect(html.contains(#"<div data-node="0.0" lang="ja" class="cui-col">"#))
        #expect(!renderHTML(Image(systemName: "star").typesettingLanguage(.automatic), options: quiet).contains("lang="))
    }

    @Test("A view that flips for right-to-left is drawn mirrored in a right-to-left environment")
    func mirroring() {
        let arrow = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        #expect(renderHTML(arrow.environment(\.layoutDirection, .rightToLeft), options: quiet).contains("--cui-tf:scale(-1,1);"))
        #expect(!renderHTML(arrow, options: quiet).contains("cui-tf"))
    }
}

/// The `visualEffect(_:)` row of the mapping table.
@Suite("Mapping of visualEffect")
struct VisualEffectMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("The effects for the view's frame in the render's window: a wrapper with their transform, opacity and filter")
    func mapping() {
        let html = renderHTML(Color.red.frame(width: 100, height: 50).visualEffect { content, proxy in
            content.offset(x: proxy.size.width / 2, y: proxy.frame(in: .global).minX).rotationEffect(.degrees(10), anchor: .bottom).opacity(0.5).blur(radius: 2)
        }, options: quiet)
        #expect(html.contains(#"class="cui-col cui-tf cui-op cui-fx" style="--cui-tf:translate(50%,100%) rotate(10deg) translate(-50%,-100%) translate(50px,145px);--cui-op:0.5;--cui-fx:blur(2px);--cui-to:0% 0%;""#))
    }

    @Test("A visual effect keeps a wrapper to itself, and one that returns no effect writes nothing")
    func wrapper() {
        let html = renderHTML(Text("a").opacity(0.3).visualEffect { content, _ in content.opacity(0.5) }.scaleEffect(2), options: quiet)
        #expect(html.contains("--cui-op:0.3;") && html.contains("--cui-op:0.5;") && html.contains("--cui-tf:scale(2,2);"))
        #expect(html.components(separatedBy: "<div").count == 5, "root, scale, visual effect and opacity wrappers")
        #expect(!renderHTML(Text("a").visualEffect { content, _ in content }, options: quiet).contains("cui-tf"))
    }
}
