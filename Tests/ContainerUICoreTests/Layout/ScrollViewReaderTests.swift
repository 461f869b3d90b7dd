import ContainerUI
import Testing

/// `ScrollViewReader`: its content resolves as without it, since `scrollTo` runs only from
/// actions and events that a one-frame render never runs.
@Suite struct ScrollViewReaderTests {
    private static func rows() -> some View {
        ScrollView {
            LazyVStack { ForEach(0..<30) { Text("Row \($0)").id($0) } }
        }
    }

    @Test func theContentResolvesAsWithoutTheReader() {
        let read = ScrollViewReader { proxy in
            Self.rows().onAppear { proxy.scrollTo(29, anchor: .bottom) }
        }
        #expect(resolve(read).root.dump() == resolve(Self.rows()).root.dump())
        #expect(resolve(read).root.dump().contains("Row 29"))
    }
}
