import ContainerUICore
import Testing

@Suite("Modifiers (SEMANTICS B2.12, B2.13, B1.6)")
struct ModifierTests {
    @Test("B2.12: modifiers on Group and ForEach apply to each member; count unchanged")
    func perMember() {
        let subs = subviews {
            Group { Text("A"); Text("B") }.padding().background(Color.red)
            ForEach(0..<2) { Text("\($0)") }.frame(width: 10)
        }
        #expect(subs.count == 4)
        #expect(subs[0].node.modifiers.map(\.description) == ["padding(16)", "background(red)"])
        #expect(subs[3].node.modifiers.map(\.description) == ["frame(10×nil)"])
    }

    @Test("B2.13: a custom ViewModifier's content stands for the whole list")
    func customModifierContent() {
        struct PadEach: ViewModifier {
            func body(content: Content) -> some View { content.padding(4) }
        }
        struct Stack: ViewModifier {
            func body(content: Content) -> some View { VStack { content } }
        }
        let padded = subviews { Group { Text("A"); Text("B") }.modifier(PadEach()) }
        let stacked = subviews { Group { Text("A"); Text("B") }.modifier(Stack()) }
        #expect(padded.count == 2)
        #expect(padded[1].node.modifiers.map(\.description) == ["padding(4)"])
        #expect(stacked.count == 1)
        #expect(stacked[0].node.children.count == 2)
    }

    @Test("Modifiers are recorded innermost first with their values")
    func recorded() {
        let tree = resolve(Text("x")
            .padding(.horizontal)
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
            .layoutPriority(1)
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            .offset(x: 5)
            .rotationEffect(.degrees(3))
            .scaleEffect(2)
            .opacity(0.5)
            .cornerRadius(8)
            .clipShape(Circle())
            .shadow(radius: 4)
            .border(Color.blue, width: 2)
            .strikethrough()
            .underline(false)
            .hidden()
            .disabled(true)
            .id("k")
            .tag(3)
            .accessibilityLabel("label")
            .zIndex(2))
        #expect(tree.root.children[0].modifiers.map(\.description) == [
            "padding(0,16,0,16)", "padding(1,2,3,4)", "frame(maxWidth: ∞, leading)", "fixedSize(v)", "layoutPriority(1)",
            "containerRelativeFrame(horizontal, count: 3, span: 2, spacing: 10)", "offset(5, 0)", "rotation(3°)",
            "scale(2, 2)", "opacity(0.5)", "cornerRadius(8)", "clipShape(Circle)", "shadow(rgb(0, 0, 0) opacity 0.33, radius 4, 0, 0)",
            "border(blue, 2)", "strikethrough", "hidden", "disabled", "id(k)", "tag(3)", "accessibilityLabel(\"label\")", "zIndex(2)",
        ])
    }

    @Test("Backgrounds and overlays: styles in shapes and views with alignment")
    func layers() {
        let tree = resolve(Text("x")
            .background(Material.regular, in: .rect(cornerRadius: 8))
            .background(alignment: .topLeading) { Color.red; Text("badge") }
            .overlay(.blue.opacity(0.5)))
        let node = tree.root.children[0]
        #expect(node.modifiers.map(\.description) == [
            "background(regularMaterial in RoundedRectangle(8))", "background(2 views, topLeading)", "overlay(blue opacity 0.5)",
        ])
    }

    @Test("Scroll modifiers")
    func scrollModifiers() {
        let tree = resolve(ScrollView(.horizontal) {
            LazyHStack { Color.red }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(16)
        .scrollIndicators(.hidden))
        let scroll = tree.root.children[0]
        #expect(scroll.kind.summary == "ScrollView(horizontal)")
        #expect(scroll.modifiers.map(\.description) == ["scrollTargetBehavior(viewAligned)", "contentMargins(16)", "scrollIndicators(hidden)"])
        #expect(scroll.children[0].modifiers.map(\.description) == ["scrollTargetLayout"])
        let paging = resolve(ScrollView { Text("p") }.scrollTargetBehavior(.paging))
        #expect(paging.root.children[0].modifiers.map(\.description) == ["scrollTargetBehavior(paging)"])
    }

    @Test("containerRelativeFrame: the count/span/spacing formula (T24a) and the closure")
    func containerRelativeFrameFormula() {
        let frame = ContainerRelativeFrame(axes: .horizontal, sizing: .grid(count: 3, span: 2, spacing: 10), alignment: .center)
        #expect(frame.length(for: 320, axis: .horizontal) == 210)
        let third = ContainerRelativeFrame(axes: .vertical, sizing: .closure { length, _ in length / 3 }, alignment: .center)
        #expect(third.length(for: 900, axis: .vertical) == 300)
    }
}
