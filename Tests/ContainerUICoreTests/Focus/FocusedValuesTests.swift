import ContainerUI
import Foundation
import Observation
import Testing

extension FocusedValues {
    @Entry var focusedSongTitle: String?
    @Entry var focusedVolume: Binding<Double>?
}

/// A key declared by hand, as before `@Entry`.
private struct QueueLengthKey: FocusedValueKey {
    typealias Value = Int
}

extension FocusedValues {
    var queueLength: Int? {
        get { self[QueueLengthKey.self] }
        set { self[QueueLengthKey.self] = newValue }
    }
}

/// Values the focused view and the scene publish, read with `@FocusedValue`, `@FocusedBinding`
/// and `@FocusedObject`: a render is composed before anything has focus, so readers see `nil`.
@Suite("Focused values")
struct FocusedValuesTests {
    @Observable final class Player { var title = "Born to Build & Run" }
    final class Library: ObservableObject { @Published var count = 3 }

    struct PlayButton: View {
        @FocusedValue(\.focusedSongTitle) private var title
        @FocusedValue(Player.self) private var player
        @FocusedBinding(\.focusedVolume) private var volume
        @FocusedObject private var library: Library?

        var body: some View {
            Button(title.map { "Play \($0)" } ?? "Play") {}
                .disabled(title == nil || player == nil || volume == nil || library == nil)
        }
    }

    @Test("Focused values hold what is set, by entry and by hand-written key")
    func values() {
        var values = FocusedValues()
        #expect(values.focusedSongTitle == nil && values.queueLength == nil)
        values.focusedSongTitle = "Scrolling in the Deep"
        values.queueLength = 12
        #expect(values.focusedSongTitle == "Scrolling in the Deep" && values.queueLength == 12)
        values.queueLength = nil
        #expect(values.queueLength == nil)
    }

    @Test("Readers in a render see nothing published, and the publishers keep their views")
    func renderReadsNothing() {
        let volume = Binding.constant(0.5)
        let view = VStack {
            Text("Now playing")
                .focusedValue(\.focusedSongTitle, "Some Body Like View")
                .focusedSceneValue(\.focusedVolume, volume)
                .focusedValue(Player())
                .focusedSceneValue(Player())
                .focusedObject(Library())
                .focusedSceneObject(Library())
                .focusSection()
            PlayButton()
        }
        let dump = resolve(view).root.dump()
        #expect(dump.contains(#"Text("Play")"#) && dump.contains("disabled"))
        #expect(dump.contains(#"Text("Now playing")"#) && !dump.contains("Some Body Like View"))
    }
}
