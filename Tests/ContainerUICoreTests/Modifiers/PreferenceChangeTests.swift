import ContainerUI
import Testing

/// `onPreferenceChange` takes SwiftUI's arguments and leaves the frame as it is: its action never
/// runs, so the state it would set keeps its value, while `overlayPreferenceValue` reads the
/// same preference in the same frame.
@Suite struct PreferenceChangeTests {
    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    struct Measured: View {
        @State private var width: CGFloat = 1
        var body: some View {
            VStack {
                Text("a").preference(key: WidthKey.self, value: 40)
                Text("width \(Int(width))")
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
            .overlayPreferenceValue(WidthKey.self) { value in Text("read \(Int(value))") }
        }
    }

    @Test func actionNeverRunsAndTheFrameIsTheFirst() {
        let dump = resolve(Measured()).dump()
        #expect(dump.contains("\"width 1\"") && dump.contains("\"read 40\""))
    }

    @Test func leavesTheTreeAsItIs() {
        let plain = Text("x").preference(key: WidthKey.self, value: 3)
        #expect(resolve(plain.onPreferenceChange(WidthKey.self) { _ in }).dump() == resolve(plain).dump())
    }
}
