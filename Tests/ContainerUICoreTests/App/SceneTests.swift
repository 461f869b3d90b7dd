@testable import ContainerUICore
import Testing

/// An app's scenes as the windows they open: the order, kinds, titles and ids of
/// `WindowGroup`, `Window` and `Settings`, custom scenes through their bodies, and the scene
/// modifiers applied to each window's content.
@MainActor @Suite struct SceneTests {
    struct Greeting: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    struct Tools: Scene {
        var body: some Scene {
            Window("Tools", id: "tools") { Text("tools") }
        }
    }

    struct Notes: App {
        var body: some Scene {
            Settings { Text("settings") }
            WindowGroup("Notes", id: "notes") { Greeting() }
                .defaultSize(width: 800, height: 600)
                .environment(\.colorScheme, .dark)
            Tools()
        }
    }

    @Test func windowsInDeclarationOrder() {
        let windows = Notes().windows
        #expect(windows.map(\.kind) == [.settings, .group, .window])
        #expect(windows.map(\.title) == ["Settings", "Notes", "Tools"])
        #expect(windows.map(\.id) == ["settings", "notes", "tools"])
        #expect(windows.map(\.defaultSize) == [nil, CGSize(width: 800, height: 600), nil])
    }

    @Test func sceneEnvironmentReachesTheContent() {
        let content = Notes().windows[1].content
        #expect(resolve(content).dump().contains("\"dark\""))
        #expect(resolve(Greeting()).dump().contains("\"light\""))
    }

    @Test func groupInitialisers() {
        struct Route: Codable, Hashable {}
        let groups = [
            WindowGroup { Text("a") }.windows,
            WindowGroup(id: "b") { Text("b") }.windows,
            WindowGroup(Text("C")) { Text("c") }.windows,
            WindowGroup(for: Route.self) { route in Text(route.wrappedValue == nil ? "new" : "old") }.windows,
        ].flatMap { $0 }
        #expect(groups.map(\.title) == [nil, nil, "C", nil])
        #expect(groups.map(\.id) == [nil, "b", nil, nil])
        #expect(resolve(groups[3].content).dump().contains("\"new\""))
    }

    @Test func inertModifiersKeepTheWindows() {
        let scene = WindowGroup("W") { Text("w") }
            .windowResizability(.contentSize)
            .windowStyle(.hiddenTitleBar)
            .onChange(of: 1) { _, _ in }
        #expect(scene.windows.map(\.title) == ["W"])
    }
}
