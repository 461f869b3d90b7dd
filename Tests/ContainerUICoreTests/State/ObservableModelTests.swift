import ContainerUI
import Testing

/// Models shared through the environment and bound to controls, both ways SwiftUI has: iOS 17's
/// Observation (`@Observable`, `environment(_:)`, `@Environment(Type.self)`, `@Bindable`) and
/// the older `ObservableObject` family. `import ContainerUI` alone brings `@Observable`.
@Suite struct ObservableModelTests {
    @Observable final class Library {
        var name = "Stacks"
        var isOpen = true
    }

    final class Player: ObservableObject {
        @Published var isPlaying = true
        @Published var title = "Born to Build & Run"
        func pause() {
            objectWillChange.send()
            isPlaying = false
        }
    }

    struct Shelf: View {
        @State private var library = Library()
        var body: some View {
            VStack { Sign(); Door(library: library); MaybeSign() }.environment(library)
        }
    }

    struct Sign: View {
        @Environment(Library.self) private var library
        var body: some View { Text(library.name) }
    }

    struct MaybeSign: View {
        @Environment(Library.self) private var library: Library?
        var body: some View { Text(library?.name ?? "no library") }
    }

    struct Door: View {
        @Bindable var library: Library
        var body: some View { Toggle("Open", isOn: $library.isOpen) }
    }

    struct Stage: View {
        @StateObject private var player = Player()
        var body: some View {
            VStack { Controls(player: player); NowPlaying() }.environmentObject(player)
        }
    }

    struct Controls: View {
        @ObservedObject var player: Player
        var body: some View { Toggle("Playing", isOn: $player.isPlaying) }
    }

    struct NowPlaying: View {
        @EnvironmentObject var player: Player
        var body: some View { Text(player.title) }
    }

    @Test func observableObjectsReachDescendantsThroughTheEnvironment() {
        let tree = resolve(Shelf())
        #expect(texts(tree.root) == ["Stacks", "Open", "Stacks"])
        #expect(toggles(tree.root) == [true])
        // Where no ancestor set one, the optional form reads nil.
        #expect(texts(resolve(MaybeSign()).root) == ["no library"])
    }

    @Test func theNearestObjectOfATypeWins() {
        let inner = Library()
        inner.name = "Annex"
        let tree = resolve(VStack { Sign(); Sign().environment(inner) }.environment(Library()))
        #expect(texts(tree.root) == ["Stacks", "Annex"])
        #expect(texts(resolve(Sign().environment(inner).environment(Optional<Library>.none)).root) == ["Annex"])
    }

    @Test func bindablesReadAndWriteTheObject() {
        let library = Library()
        let door = Door(library: library)
        door.$library.isOpen.wrappedValue = false
        #expect(!library.isOpen)
        let title = Bindable(library).name
        title.wrappedValue = "Reading room"
        #expect(library.name == "Reading room")
        #expect(toggles(resolve(door).root) == [false])
    }

    @Test func observableObjectsRenderTheirValuesAndBindTheirProperties() {
        let tree = resolve(Stage())
        #expect(texts(tree.root) == ["Playing", "Born to Build & Run"])
        #expect(toggles(tree.root) == [true])
        let player = Player()
        let controls = Controls(player: player)
        controls.$player.isPlaying.wrappedValue = false
        #expect(!player.isPlaying)
        player.pause()
        #expect(toggles(resolve(controls).root) == [false])
    }

    @Test func aStateObjectIsMadeOnceWhenFirstRead() {
        nonisolated(unsafe) var made = 0
        func make() -> Player {
            made += 1
            return Player()
        }
        let owned = StateObject(wrappedValue: make())
        #expect(made == 0)
        #expect(owned.wrappedValue === owned.wrappedValue)
        #expect(made == 1)
    }

    private func texts(_ node: ResolvedNode) -> [String] {
        node.nodes { if case .text = $0.kind { true } else { false } }.compactMap {
            if case .text(let text) = $0.kind { text.fullString } else { nil }
        }
    }

    private func toggles(_ node: ResolvedNode) -> [Bool] {
        node.nodes { if case .toggle = $0.kind { true } else { false } }.compactMap {
            if case .toggle(let isOn, _, _) = $0.kind { isOn } else { nil }
        }
    }
}
