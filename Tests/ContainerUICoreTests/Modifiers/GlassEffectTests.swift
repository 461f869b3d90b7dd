import ContainerUI
import Foundation
import Testing

/// iOS 26's Liquid Glass in the resolved tree: `glassEffect` is a background of the glass style in
/// its shape (a capsule by default), the glass button styles compose the same, and the identity,
/// union and transition modifiers change nothing a frame shows.
@Suite struct GlassEffectTests {
    @Test func aGlassEffectIsAGlassBackgroundInItsShape() {
        let dump = resolve(VStack {
            Text("A").glassEffect()
            Text("B").glassEffect(.clear.tint(.red).interactive(), in: RoundedRectangle(cornerRadius: 8))
            Text("C").glassEffect(.identity)
            Text("D").glassEffect(.regular.tint(.red).tint(nil))
        }).root.dump()
        #expect(dump.contains(#"Text("A") .background(glass(regular) in Capsule)"#))
        #expect(dump.contains(#"Text("B") .background(glass(clear, tint: red, interactive) in RoundedRectangle(8))"#))
        #expect(dump.contains(#"Text("C")"#) && !dump.contains(#"Text("C") ."#))
        #expect(dump.contains(#"Text("D") .background(glass(regular) in Capsule)"#))
    }

    @Test func theGlassValues() {
        #expect(Glass.regular == Glass.regular.interactive(false) && Glass.regular != Glass.clear)
        #expect(Glass.regular.interactive().description == "glass(regular, interactive)")
        #expect(DefaultGlassEffectShape().path(in: CGRect(x: 0, y: 0, width: 40, height: 10)) == Capsule().path(in: CGRect(x: 0, y: 0, width: 40, height: 10)))
    }

    @Test func glassIdentityUnionAndTransitionsChangeNothingAFrameShows() {
        @Namespace var namespace
        let plain = resolve(Text("A").glassEffect()).root.dump()
        let marked = resolve(Text("A").glassEffect().glassEffectID("a", in: namespace).glassEffectUnion(id: 1, namespace: namespace)
            .glassEffectTransition(.materialize)).root.dump()
        #expect(plain == marked)
    }

    @Test func theGlassButtonStylesPutTheLabelOnGlass() {
        let dump = resolve(VStack {
            Button("Glass") {}.buttonStyle(.glass)
            Button("Clear") {}.buttonStyle(.glass(.clear))
            Button("Prominent") {}.buttonStyle(.glassProminent)
        }).root.dump()
        #expect(dump.contains(#"Text("Glass") color=accentColor .padding(7,0,7,0) .padding(0,14,0,14) .background(glass(regular) in Capsule)"#))
        #expect(dump.contains(".background(glass(clear) in Capsule)"))
        #expect(dump.contains(#"Text("Prominent") color=white .padding(7,0,7,0) .padding(0,14,0,14) .background(glass(regular, tint: rgb(0, 0.25098039215686274, 0.8666666666666667)) in Capsule)"#))
    }
}
