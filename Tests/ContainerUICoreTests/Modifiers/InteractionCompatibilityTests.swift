import ContainerUI
import Foundation
import Testing

/// Gestures, menus shown on demand, feedback, keyboard shortcuts, symbol effects, content
/// transitions, focus, matched geometry and the scene's environment compile as in SwiftUI; in a
/// server render, where nothing is touched, pressed or changed, they leave the resolved tree as it
/// was, except what a first frame does show.
@Suite struct InteractionCompatibilityTests {
    private enum Field: Hashable { case name, email }

    private struct Row: View {
        @GestureState private var drag = CGSize.zero
        @FocusState private var field: Field?
        @Namespace private var namespace
        @State private var count = 0
        @Environment(\.openURL) private var openURL
        let title: String

        var body: some View {
            HStack {
                Image(systemName: "star")
                    .symbolEffect(.bounce.up.byLayer, value: count)
                    .symbolEffect(.pulse.wholeSymbol, options: .repeating.speed(2), isActive: true)
                    .symbolEffect(.scale.up, isActive: true)
                Text(title)
                    .contentTransition(.numericText(countsDown: true))
                    .matchedGeometryEffect(id: title, in: namespace)
                    .gesture(DragGesture(minimumDistance: 4).updating($drag) { value, state, _ in state = value.translation }.onEnded { _ in count += 1 })
                    .simultaneousGesture(MagnifyGesture().onChanged { _ in }.simultaneously(with: RotateGesture()))
                    .highPriorityGesture(LongPressGesture().sequenced(before: TapGesture(count: 2)).exclusively(before: SpatialTapGesture()))
                    .onTapGesture(count: 1, coordinateSpace: .global) { _ in }
                    .onLongPressGesture(minimumDuration: 1) { } onPressingChanged: { _ in }
                    .onHover { _ in }
                Text("\(drag.width)")
            }
            .contextMenu { Button("Copy") {} } preview: { Text("Preview") }
            .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
            .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.5), trigger: count)
            .sensoryFeedback(trigger: count) { old, new in new > old ? .increase : nil }
            .keyboardShortcut("s", modifiers: [.command, .shift])
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in count += 1 }
            .onSubmit(of: .search) { field = .email }
            .onOpenURL { openURL($0) }
            .scrollDismissesKeyboard(.interactively)
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
        }
    }

    private struct PlainRow: View {
        let title: String
        var body: some View {
            HStack {
                Image(systemName: "star")
                Text(title)
                Text("0.000000")  // `Text("\(drag.width)")` writes a CGFloat as `%lf` does
            }
        }
    }

    @Test func theyLeaveTheResolvedTreeAsItWas() {
        #expect(resolve(Row(title: "Song")).root.dump(ids: true) == resolve(PlainRow(title: "Song")).root.dump(ids: true))
    }

    @Test func anActiveDisappearEffectHidesTheSymbolAndKeepsItsSpace() throws {
        let hidden = resolve(Image(systemName: "bell").symbolEffect(.disappear.down, isActive: true)).root.children[0]
        #expect(hidden.modifiers.contains { if case .opacity(0) = $0 { true } else { false } })
        let shown = resolve(Image(systemName: "bell").symbolEffect(.disappear, isActive: false)).root.children[0]
        #expect(shown.modifiers.isEmpty)
    }

    @Test func gestureStateKeepsItsInitialValue() {
        struct Probe { @GestureState var offset = CGSize(width: 3, height: 4) }
        #expect(Probe().offset == CGSize(width: 3, height: 4))
        #expect(Probe().$offset.wrappedValue == CGSize(width: 3, height: 4))
    }

    @Test func focusStartsNowhereAndFollowsItsValue() {
        struct Probe {
            @FocusState var isFocused: Bool
            @FocusState var field: Field?
        }
        let probe = Probe()
        #expect(probe.isFocused == false && probe.field == nil)
        probe.$field.wrappedValue = .email
        #expect(probe.field == .email)
    }

    @Test func eachNamespaceHasItsOwnID() {
        struct Probe { @Namespace var first; @Namespace var second }
        let probe = Probe()
        #expect(probe.first != probe.second)
    }

    @Test func theSceneIsActiveAndOpeningAURLCallsTheHandler() {
        #expect(EnvironmentValues().scenePhase == .active)
        nonisolated(unsafe) var opened: [URL] = []
        let action = OpenURLAction { opened.append($0); return .discarded }
        nonisolated(unsafe) var accepted: Bool?
        action(URL(string: "https://example.com/a")!)
        action(URL(string: "https://example.com/b")!) { accepted = $0 }
        #expect(opened.map(\.path) == ["/a", "/b"] && accepted == false)
    }

    @Test func theEditButtonSaysDoneWhileEditing() {
        #expect(resolve(EditButton()).root.dump().contains("\"Edit\""))
        let editing = resolve(EditButton().environment(\.editMode, .constant(.active))).root.dump()
        #expect(editing.contains("\"Done\"") && !editing.contains("\"Edit\""))
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
