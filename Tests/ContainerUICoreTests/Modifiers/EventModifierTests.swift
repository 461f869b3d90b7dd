import ContainerUI
import Foundation
import Testing

/// Gestures, lifecycle events and animations compile as in SwiftUI and change nothing in the
/// resolved tree of a server render; their actions never run.
@Suite struct EventModifierTests {
    private struct Row: View {
        @State private var isExpanded = false
        @State private var loaded: [String] = []
        let title: String

        var body: some View {
            VStack(alignment: .leading) {
                Text(title)
                    .onTapGesture { withAnimation(.spring(duration: 0.3, bounce: 0.2)) { isExpanded.toggle() } }
                    .onTapGesture(count: 2) { isExpanded = false }
                if isExpanded {
                    Text("Details").transition(.move(edge: .top).combined(with: .opacity))
                }
                ForEach(loaded, id: \.self) { Text($0) }
                    .onDelete { offsets in loaded.remove(atOffsets: offsets) }
                    .onMove { loaded.move(fromOffsets: $0, toOffset: $1) }
            }
            .animation(.easeInOut(duration: 0.2).delay(0.1), value: isExpanded)
            .onAppear { loaded = ["never", "loaded"] }
            .onDisappear {}
            .onChange(of: isExpanded) { isExpanded = true }
            .onChange(of: title, initial: true) { old, new in loaded.append(old + new) }
            .task { try? await Task.sleep(nanoseconds: 1) }
            .task(id: title, priority: .low) {}
            .refreshable {}
        }
    }

    private struct PlainRow: View {
        let title: String
        var body: some View {
            VStack(alignment: .leading) {
                Text(title)
                ForEach([String](), id: \.self) { Text($0) }
            }
        }
    }

    /// A model that is not `Sendable`, loaded by the view's task and refresh as Swift 6 code
    /// written for SwiftUI does (where the view is main-actor isolated and so `Sendable`).
    @Observable final class Library {
        var titles: [String] = []
        func load() async { titles = ["Loaded"] }
    }

    private struct LibraryList: View {
        @State private var library = Library()

        var body: some View {
            List(library.titles, id: \.self) { Text($0) }
                .task { await library.load() }
                .task(id: library.titles.count) { await library.load() }
                .refreshable { await library.load() }
        }
    }

    @Test func tasksAndRefreshesMayCaptureAViewThatIsNotSendable() {
        #expect(resolve(LibraryList()).root.dump() == resolve(List([String](), id: \.self) { Text($0) }).root.dump())
    }

    /// A visual effect reading the view's model, as SwiftUI code writes it.
    private struct FadingTitle: View {
        let library: Library
        var body: some View {
            Text("Title").visualEffect { content, _ in content.opacity(library.titles.isEmpty ? 0.5 : 1) }
        }
    }

    @Test func aVisualEffectMayCaptureAViewThatIsNotSendable() {
        #expect(resolve(FadingTitle(library: Library())).root.dump().contains("visualEffect"))
    }

    @Test func theyLeaveTheResolvedTreeAsItWas() {
        #expect(resolve(Row(title: "Song")).root.dump(ids: true) == resolve(PlainRow(title: "Song")).root.dump(ids: true))
    }

    @Test func modifiersWithoutACounterpartLeaveTheTreeAsItWas() {
        let modified = VStack {
            Text("Grouped").compositingGroup().drawingGroup(opaque: true)
            Text("Tappable").contentShape(Rectangle()).textSelection(.enabled).privacySensitive()
            ScrollView { Text("Bouncy") }.scrollBounceBehavior(.basedOnSize).ignoresSafeArea(edges: .bottom)
                .navigationDocument(URL(string: "https://example.com/report.pdf")!)
                .navigationDocument("Notes", preview: SharePreview("Notes"))
                .toolbarTitleMenu { Button("Rename") {} }
        }
        let plain = VStack {
            Text("Grouped")
            Text("Tappable")
            ScrollView { Text("Bouncy") }
        }
        #expect(resolve(modified).root.dump(ids: true) == resolve(plain).root.dump(ids: true))
    }

    @available(*, deprecated, message: "tests iOS 13's deprecated modifiers")
    @Test func theOlderNamesLeaveTheTreeAsItWas() {
        let older = Text("Full").edgesIgnoringSafeArea(.all).animation(.default)
        #expect(resolve(older).root.dump(ids: true) == resolve(Text("Full")).root.dump(ids: true))
    }

    @Test func aDisclosureGroupShowsItsContentOnlyExpanded() {
        let collapsed = resolve(DisclosureGroup("Details") { Text("Hidden") }).root.dump()
        #expect(collapsed.contains("chevron.right") && !collapsed.contains("Hidden"))
        let expanded = resolve(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Shown") }).root.dump()
        #expect(expanded.contains("chevron.down") && expanded.contains("Shown"))
    }

    @Test func withAnimationRunsItsBodyAndReturnsItsResult() {
        var count = 0
        let result = withAnimation { count += 1; return count * 10 }
        #expect(count == 1 && result == 10)
    }

    @Test func animationsAndTransitionsDescribeThemselves() {
        #expect(Animation.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false).description == "linear(duration: 1.0) delay 0.5 repeat forever")
        #expect(Animation.default == Animation.smooth)
        #expect(Animation.spring != Animation.bouncy)
        #expect(AnyTransition.asymmetric(insertion: .scale, removal: .opacity).description == "asymmetric(insertion: scale, removal: opacity)")
        #expect(AnyTransition.move(edge: .leading).description == "move(edge: leading)")
    }
}

/// The collection methods SwiftUI adds for `onDelete` and `onMove`.
@Suite struct CollectionOffsetTests {
    @Test func removeAtOffsetsKeepsTheOrderOfTheRest() {
        var letters = Array("abcdef")
        letters.remove(atOffsets: IndexSet([0, 2, 3, 5]))
        #expect(String(letters) == "be")
        letters.remove(atOffsets: IndexSet())
        #expect(String(letters) == "be")
    }

    @Test(arguments: [
        ([1], 0, "bacdef"), ([0], 6, "bcdefa"), ([1, 3], 5, "acebdf"), ([4, 5], 1, "aefbcd"), ([2], 2, "abcdef"), ([2], 3, "abcdef"),
    ] as [([Int], Int, String)])
    func moveFromOffsetsToOffset(source: [Int], destination: Int, expected: String) {
        var letters = Array("abcdef")
        letters.move(fromOffsets: IndexSet(source), toOffset: destination)
        #expect(String(letters) == expected)
    }
}
