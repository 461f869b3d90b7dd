import ContainerUI
import Foundation
import Testing

/// `rotation3DEffect`, `projectionEffect`, `luminanceToAlpha`, `hoverEffect`,
/// `typesettingLanguage` and the layout direction behaviours: modifiers recorded on the node.
@Suite("3D, projection and other drawing effects")
struct DrawingEffectTests {
    private func modifiers(_ view: some View) -> [ResolvedModifier] {
        resolve(view).root.children.first?.modifiers ?? []
    }

    @Test("rotation3DEffect keeps its angle, axis, anchor, depth and perspective, with SwiftUI's defaults")
    func rotation3D() {
        guard case .rotation3D(let rotation) = modifiers(Text("a").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))).first else {
            Issue.record("no 3D rotation")
            return
        }
        #expect(rotation.angle == .degrees(30) && rotation.x == 0 && rotation.y == 1 && rotation.z == 0)
        #expect(rotation.anchor == .center && rotation.anchorZ == 0 && rotation.perspective == 1)
        #expect(rotation.viewerDistance(for: CGSize(width: 200, height: 100)) == 200)
        let flat = Text("a").rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0), anchor: .top, anchorZ: 10, perspective: 0)
        #expect(resolve(flat).dump() == "Root\n  Text(\"a\") .rotation3D(45°, axis (1, 0, 0) at (0.5, 0), anchorZ 10, perspective 0)")
        guard case .rotation3D(let orthographic) = modifiers(flat).first else { return }
        #expect(orthographic.viewerDistance(for: CGSize(width: 200, height: 100)) == nil, "no perspective")
    }

    @Test("ProjectionTransform: identity, affine form and concatenation")
    func projectionTransform() {
        #expect(ProjectionTransform().isIdentity && ProjectionTransform().isAffine)
        let moved = ProjectionTransform(CGAffineTransform(translationX: 10, y: 20))
        #expect(moved.m31 == 10 && moved.m32 == 20 && moved.isAffine && !moved.isIdentity)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isAffine)
        let scaled = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3))
        let both = moved.concatenating(scaled)
        // The translation first, then the scale, as CGAffineTransform.concatenating.
        #expect(both.m31 == 20 && both.m32 == 60 && both.m11 == 2 && both.m22 == 3)
        #expect(modifiers(Text("a").projectionEffect(perspective)).first.map { "\($0)" } == "projection(1, 0, 0.01, 0, 1, 0, 0, 0, 1)")
    }

    @Test("luminanceToAlpha, hoverEffect and typesettingLanguage are recorded on the view")
    func recorded() {
        #expect(modifiers(Color.red.luminanceToAlpha()).map(\.description) == ["luminanceToAlpha"])
        #expect(modifiers(Text("a").hoverEffect()).map(\.description) == ["hoverEffect(automatic)"])
        #expect(modifiers(Text("a").hoverEffect(.lift)).map(\.description) == ["hoverEffect(lift)"])
        #expect(modifiers(Text("a").hoverEffect(.highlight, isEnabled: false)).isEmpty)
        let text = VStack { Text("a") }
        #expect(modifiers(text.typesettingLanguage(Locale.Language(identifier: "ja"))).map(\.description) == ["typesettingLanguage(ja)"])
        #expect(modifiers(text.typesettingLanguage(.explicit(Locale.Language(identifier: "zh-Hant")))).map(\.description) == ["typesettingLanguage(zh-TW)"],
                "the minimal identifier: Traditional Chinese by its likely region")
        #expect(modifiers(text.typesettingLanguage(.automatic)).isEmpty)
        #expect(modifiers(text.typesettingLanguage(Locale.Language(identifier: "ja"), isEnabled: false)).isEmpty)
    }

    @Test("flipsForRightToLeftLayoutDirection and layoutDirectionBehavior mirror only in their direction")
    func mirroring() {
        let mirror = "scale(-1, 1)"
        let arrow = Image(systemName: "arrow.right")
        #expect(modifiers(arrow.flipsForRightToLeftLayoutDirection(true)).isEmpty, "left to right: not mirrored")
        #expect(modifiers(arrow.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)).map(\.description).contains(mirror))
        #expect(!modifiers(arrow.flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft)).map(\.description).contains(mirror))
        #expect(modifiers(arrow.layoutDirectionBehavior(.mirrors).environment(\.layoutDirection, .rightToLeft)).map(\.description).contains(mirror))
        #expect(!modifiers(arrow.layoutDirectionBehavior(.fixed).environment(\.layoutDirection, .rightToLeft)).map(\.description).contains(mirror))
        #expect(modifiers(arrow.layoutDirectionBehavior(.mirrors(in: .leftToRight))).map(\.description) == [mirror])
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    }
}

/// `visualEffect(_:)`: the closure is kept in the resolved tree and evaluated with the geometry
/// the layout gives the view.
@Suite("visualEffect")
struct VisualEffectTests {
    @Test("The effects are built from the proxy, in the order written")
    func effects() {
        let node = resolve(Text("a").visualEffect { content, proxy in
            content.offset(x: proxy.size.width / 2).scaleEffect(2, anchor: .top).opacity(0.5).blur(radius: 3)
        }).root.children[0]
        #expect(node.modifiers.map(\.description) == ["visualEffect"])
        guard case .visualEffect(let effect) = node.modifiers.first else { return }
        let proxy = GeometryReaderProbe.windowProxy()
        #expect(effect.effects(proxy) == [.offset(CGSize(width: 195, height: 0)), .scale(CGSize(width: 2, height: 2), anchor: .top), .opacity(0.5), .filter(.blur(radius: 3, opaque: false))])
        #expect(resolve(Text("a").visualEffect { content, _ in content }).root.children[0].modifiers.count == 1)
    }
}

/// The proxy a geometry reader filling the window is resolved with first: the window's size
/// (390 × 844 by default).
private enum GeometryReaderProbe {
    static func windowProxy() -> GeometryProxy {
        nonisolated(unsafe) var seen: GeometryProxy?
        _ = resolve(GeometryReader { proxy in
            let _ = { seen = proxy }()
            Color.clear
        })
        return seen!
    }
}
