import ContainerUI
import Testing

/// `scrollPosition(id:anchor:)`: the view with the bound identity is the scroll target the scroll
/// view shows first.
@Suite struct ScrollPositionTests {
    private static func days(_ position: Int?, anchor: UnitPoint? = nil) -> some View {
        ScrollView {
            LazyVStack {
                ForEach(1...30, id: \.self) { Text("Day \($0)") }
                Text("Notes").id("notes")
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: .constant(position), anchor: anchor)
    }

    /// The texts of the nodes marked as the initial scroll target.
    private static func targets(_ node: ResolvedNode) -> [String] {
        let marked = node.modifiers.contains { if case .initialScrollTarget = $0 { true } else { false } }
        return (marked ? [node.allTexts.joined()] : []) + node.children.flatMap { targets($0) }
    }

    @Test func theBoundElementOfAForEachIsTheTarget() {
        #expect(Self.targets(resolve(Self.days(12)).root) == ["Day 12"])
        #expect(Self.targets(resolve(Self.days(30, anchor: .top)).root) == ["Day 30"])
    }

    @Test func anExplicitIdentityIsMatchedToo() {
        let view = ScrollView { VStack { Text("A"); Text("Notes").id("notes") } }.scrollPosition(id: .constant("notes"))
        #expect(Self.targets(resolve(view).root) == ["Notes"])
    }

    @Test func withoutAnIDOrWithAnAnchorItCannotDrawTheScrollViewStartsAtTheTop() {
        #expect(Self.targets(resolve(Self.days(nil)).root).isEmpty)
        #expect(Self.targets(resolve(Self.days(12, anchor: .center)).root).isEmpty)
        #expect(Self.targets(resolve(Self.days(99)).root).isEmpty)
    }
}
