import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Content laid out by a built-in layout type or an `AnyLayout` is written, in HTML and JSON,
/// byte for byte as the container view it stands for.
@Suite struct BuiltInLayoutMappingTests {
    private struct Badge: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func stackLayoutsAreWrittenAsTheirStacks() {
        let row = HStackLayout(alignment: .firstTextBaseline, spacing: 6) { Image(systemName: "star"); Text("Favourites") }
        let stack = HStack(alignment: .firstTextBaseline, spacing: 6) { Image(systemName: "star"); Text("Favourites") }
        #expect(renderHTML(row) == renderHTML(stack))
        #expect(renderJSON(row) == renderJSON(stack))
        let column = VStackLayout(alignment: .trailing) { Text("Title"); Spacer(minLength: 4); Text("Subtitle") }
        let vstack = VStack(alignment: .trailing) { Text("Title"); Spacer(minLength: 4); Text("Subtitle") }
        #expect(renderHTML(column) == renderHTML(vstack))
        #expect(renderJSON(column) == renderJSON(vstack))
        #expect(renderHTML(ZStackLayout(alignment: .topLeading) { Color.blue; Text("New") })
            == renderHTML(ZStack(alignment: .topLeading) { Color.blue; Text("New") }))
    }

    @Test func gridLayoutIsWrittenAsAGrid() {
        let layout = GridLayout(horizontalSpacing: 12) { GridRow { Text("Name"); Text("Ada") }; GridRow { Text("Role"); Text("Engineer") } }
        let grid = Grid(horizontalSpacing: 12) { GridRow { Text("Name"); Text("Ada") }; GridRow { Text("Role"); Text("Engineer") } }
        #expect(renderHTML(layout) == renderHTML(grid))
        #expect(renderJSON(layout) == renderJSON(grid))
    }

    @Test func anyLayoutIsWrittenAsTheLayoutItWraps() {
        let erased = AnyLayout(VStackLayout(spacing: 2)) { Text("a"); Text("b") }
        #expect(renderHTML(erased) == renderHTML(VStack(spacing: 2) { Text("a"); Text("b") }))
        #expect(renderJSON(erased) == renderJSON(VStack(spacing: 2) { Text("a"); Text("b") }))
        #expect(renderJSON(AnyLayout(Badge()) { Text("a") }) == renderJSON(Badge() { Text("a") }))
        #expect(renderJSON(AnyLayout(Badge()) { Text("a") }).contains(#""layout":""#))
    }
}
