@testable import ContainerUICore
import Testing

/// An app's menu commands written as SwiftUI code writes them: custom `Commands` with
/// `@CommandsBuilder` bodies (with `if` and `if`–`else`), `CommandMenu`, `CommandGroup` at
/// each position, the standard sets, and the scene modifiers that take them, which leave the
/// app's windows as they are (a page has no menu bar).
@MainActor @Suite struct CommandsTests {
    struct NoteCommands: Commands {
        var showsFormat = true
        var body: some Commands {
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            CommandGroup(replacing: .newItem) {
                Button("New Note") {}
                    .keyboardShortcut("n")
            }
            CommandGroup(before: .help) { Link("Website", destination: URL(string: "https://example.com")!) }
            CommandGroup(after: .sidebar) { Toggle("Show Preview", isOn: .constant(true)) }
            if showsFormat {
                CommandMenu("Format") {
                    Button("Bold") {}
                    Divider()
                    Menu("Size") { Button("Larger") {} }
                }
            }
            if showsFormat {
                EmptyCommands()
            } else {
                CommandMenu(Text("Debug")) { Button("Log") {} }
            }
        }
    }

    struct Notes: App {
        var body: some Scene {
            WindowGroup("Notes") { Text("notes") }
                .commands {
                    NoteCommands()
                    CommandMenu(String("Tools")) { Button("Run") {} }
                }
                .commandsRemoved()
            Window("Clipboard", id: "clipboard") { Text("clip") }
                .commandsReplaced {
                    CommandGroup(after: .windowArrangement) { Button("Clipboard") {} }
                }
                .commands {}
        }
    }

    @Test func commandsLeaveTheWindowsAsTheyAre() {
        let windows = Notes().windows
        #expect(windows.map(\.title) == ["Notes", "Clipboard"])
        #expect(windows.map(\.kind) == [.group, .window])
        #expect(resolve(windows[0].content).dump() == resolve(Text("notes")).dump())
    }

    @Test func groupsKeepTheirPlacementAndPosition() {
        let replacing = CommandGroup(replacing: .newItem) { Button("New") {} }
        let before = CommandGroup(before: .pasteboard) { EmptyView() }
        let after = CommandGroup(after: .windowList) { EmptyView() }
        #expect(replacing.placement.name == "newItem" && replacing.position == .replacing)
        #expect(before.placement.name == "pasteboard" && before.position == .before)
        #expect(after.placement.name == "windowList" && after.position == .after)
        #expect(CommandMenu("Format") { EmptyView() }.name.plainString == "Format")
    }

    @Test func builderBuildsTheBranchTaken() {
        func members(_ commands: NoteCommands) -> [Any] {
            let tuple = Mirror(reflecting: commands.body).children.first?.value
            return tuple.map { Mirror(reflecting: $0).children.map(\.value) } ?? []
        }
        typealias Branches = _ConditionalContent<EmptyCommands, CommandMenu<Button<Text>>>
        let without = members(NoteCommands(showsFormat: false))
        #expect(without.count == 9)
        typealias FormatMenu = CommandMenu<TupleView<(Button<Text>, Divider, Menu<Text, Button<Text>>)>>
        let noFormat = without[7] as? FormatMenu?
        #expect(noFormat != nil && noFormat! == nil)
        guard case .falseContent(let debug) = (without[8] as? Branches)?.storage else { Issue.record("no else branch"); return }
        #expect(debug.name.plainString == "Debug")
        let with = members(NoteCommands(showsFormat: true))
        guard case .trueContent = (with[8] as? Branches)?.storage else { Issue.record("no if branch"); return }
        #expect((with[7] as? FormatMenu?)??.name.plainString == "Format")
        @CommandsBuilder var empty: some Commands {}
        #expect(empty is EmptyCommands)
    }
}
