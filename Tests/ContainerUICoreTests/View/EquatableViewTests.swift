import ContainerUI
import Testing

/// `equatable()` and `EquatableView`: a render evaluates each view once, so the view is drawn
/// as its content.
@Suite struct EquatableViewTests {
    struct Score: View, Equatable {
        var points: Int
        var body: some View { Text("\(points) points").bold() }
    }

    @Test func drawnAsItsContent() {
        #expect(resolve(Score(points: 3).equatable()).dump() == resolve(Score(points: 3)).dump())
        #expect(renderHTML(EquatableView(content: Text("x"))) == renderHTML(Text("x")))
    }
}
