import ContainerUICore
import Testing

private struct AccentKey: EnvironmentKey { static let defaultValue = "blue" }

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentLabel: View {
    @Environment(\.accent) private var accent
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text("\(accent) \(scheme)") }
}

@Suite("Environment and preferences (SEMANTICS B4.9)")
struct EnvironmentTests {
    @Test("Environment flows down to every depth and is restored after")
    func flowsDown() {
        let tree = resolve(VStack {
            VStack { AccentLabel() }.environment(\.accent, "red")
            AccentLabel()
        }.environment(\.colorScheme, .dark))
        let stack = tree.root.children[0]
        #expect(stack.children[0].children[0].kind.summary == #"Text("red dark")"#)
        #expect(stack.children[1].kind.summary == #"Text("blue dark")"#)
        #expect(stack.modifiers.map(\.description) == ["colorScheme(dark)"])
    }

    @Test("Font, weight, colour and alignment reach text; Text's own modifiers win")
    func textStyle() {
        let tree = resolve(VStack {
            Text("A")
            Text("B").font(.caption).foregroundColor(.red)
        }
        .font(.title).fontWeight(.bold).foregroundStyle(.secondary).multilineTextAlignment(.center).lineLimit(2))
        let texts = tree.root.children[0].children
        #expect(texts[0].kind.summary == #"Text("A") font=title weight=bold color=secondary align=center lineLimit=2"#)
        #expect(texts[1].kind.summary == #"Text("B") font=caption weight=bold color=red align=center lineLimit=2"#)
    }

    @Test("Tint reaches every control below it, the innermost write wins, and leaves no modifier")
    func controlTint() {
        let tree = resolve(VStack {
            Toggle("A", isOn: .constant(true)).tint(.red)
            HStack { Slider(value: .constant(0.5)); ProgressView(value: 0.5) }
            Button("B") {}
            Toggle("C", isOn: .constant(false)).tint(Color?.none)
        }.tint(.orange))
        let controls = tree.root.children[0].children
        #expect(controls[0].kind.summary == "Toggle(isOn: true) tint=red")
        let row = controls[1].children.map { $0.kind.summary }
        #expect(row == ["Slider(0.5 in 0...1) tint=orange", "ProgressView(0.5/1) tint=orange"])
        #expect(controls[2].kind.summary == "Button tint=orange")
        #expect(controls[3].kind.summary == "Toggle(isOn: false)")
        let hasModifiers = controls.contains { !$0.modifiers.isEmpty }
        #expect(!hasModifiers)
        #expect(resolve(Toggle("A", isOn: .constant(true))).root.children[0].kind.summary == "Toggle(isOn: true)")
    }

    @Test("A custom environment value resolves to its default outside any write")
    func defaults() {
        #expect(resolve(AccentLabel()).topLevel == [#"Text("blue light")"#])
        #expect(EnvironmentValues().layoutDirection == .leftToRight)
        #expect(EnvironmentValues().isEnabled)
    }

    @Test("Preferences flow up through all ancestors, reduced in view-tree order")
    func preferencesFlowUp() {
        struct Names: PreferenceKey {
            static let defaultValue: [String] = []
            static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
        }
        let tree = resolve(VStack {
            Text("A").preference(key: Names.self, value: ["a"])
            VStack { Text("B").preference(key: Names.self, value: ["b"]); Text("C") }
            Text("D").preference(key: Names.self, value: ["d"])
        }.overlayPreferenceValue(Names.self) { names in Text(names.joined(separator: ",")) })
        let stack = tree.root.children[0]
        #expect(stack.preference(Names.self) == ["a", "b", "d"])
        guard case .overlay(.content(let overlay, _)) = stack.modifiers.last else { Issue.record("no overlay"); return }
        #expect(overlay.map(\.kind.summary) == [#"Text("a,b,d")"#])
    }

    @Test("backgroundPreferenceValue sees the default when nothing is set")
    func preferenceDefault() {
        struct Total: PreferenceKey {
            static let defaultValue = 0
            static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        let tree = resolve(Text("x").backgroundPreferenceValue(Total.self) { Text("\($0)") })
        guard case .background(.content(let nodes, _)) = tree.root.children[0].modifiers.first else { Issue.record("no background"); return }
        #expect(nodes.map(\.kind.summary) == [#"Text("0")"#])
    }
}
