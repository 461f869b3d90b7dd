import ContainerUI
import Testing

/// `@AccessibilityFocusState` and `accessibilityFocused`: focus starts nowhere, follows its
/// value, and marks the view it names, and only that one.
@Suite("Accessibility focus state")
struct AccessibilityFocusStateTests {
    enum Field: Hashable { case name, email }

    @Test("Focus starts nowhere, in every form, and follows its value through the binding")
    func startsNowhere() {
        struct Probe {
            @AccessibilityFocusState var isFocused: Bool
            @AccessibilityFocusState(for: .voiceOver) var isSpoken: Bool
            @AccessibilityFocusState var field: Field?
            @AccessibilityFocusState(for: [.voiceOver, .switchControl]) var switched: Field?
        }
        let probe = Probe()
        #expect(!probe.isFocused && !probe.isSpoken && probe.field == nil && probe.switched == nil)
        probe.$field.wrappedValue = .email
        #expect(probe.field == .email && probe.$field.projectedValue.wrappedValue == .email)
        probe.isFocused = true
        #expect(probe.$isFocused.wrappedValue)
    }

    /// Two texts, `focused` the one the state names.
    private struct Form: View {
        @AccessibilityFocusState var field: Field?
        let focused: Field?

        var body: some View {
            field = focused
            return VStack {
                Text("Name").accessibilityFocused($field, equals: .name)
                Text("Email").accessibilityFocused($field, equals: .email)
            }
        }
    }

    @Test("The view the state names is marked focused; the others, and every view while nothing is focused, are left as they were")
    func marksTheNamedView() {
        let focused = resolve(Form(focused: .email)).root.children[0].children
        #expect(focused.map { $0.modifiers.map(\.description) } == [[], ["accessibilityFocused"]])
        let nothing = resolve(Form(focused: nil)).root.children[0].children
        #expect(nothing.allSatisfy { $0.modifiers.isEmpty })
    }

    @Test("The Boolean form marks its view while true")
    func boolean() {
        struct Alert: View {
            @AccessibilityFocusState var isFocused: Bool
            let shows: Bool
            var body: some View {
                isFocused = shows
                return Text("Saved").accessibilityFocused($isFocused)
            }
        }
        #expect(resolve(Alert(shows: true)).root.children[0].modifiers.map(\.description) == ["accessibilityFocused"])
        #expect(resolve(Alert(shows: false)).root.children[0].modifiers.isEmpty)
    }
}
