@testable import ContainerUICore
import Testing

/// `MenuBarExtra` written as SwiftUI code writes it: each initialiser, the style modifier, and
/// the window it adds, which the app does not open at launch; one that is not inserted adds none.
@MainActor @Suite struct MenuBarExtraTests {
    struct Timer: App {
        @State private var isInserted = true
        var body: some Scene {
            MenuBarExtra("Timer", systemImage: "timer") {
                Button("Start") {}
                Button("Stop") {}
            }
            .menuBarExtraStyle(.menu)
            WindowGroup("Main") { Text("main") }
            MenuBarExtra(String("Status"), isInserted: $isInserted) { Text("status") }
                .menuBarExtraStyle(.window)
            MenuBarExtra {
                Text("custom")
            } label: {
                Image(systemName: "star")
            }
            .menuBarExtraStyle(.automatic)
            MenuBarExtra("Hidden", image: "logo", isInserted: .constant(false)) { Text("hidden") }
        }
    }

    @Test func extrasAddWindowsTheAppDoesNotOpenAtLaunch() {
        let windows = Timer().windows
        #expect(windows.map(\.kind) == [.menuBarExtra, .group, .menuBarExtra, .menuBarExtra])
        #expect(windows.map(\.title) == ["Timer", "Main", "Status", nil])
        #expect(windows.map(\.id) == [nil, nil, nil, nil])
        #expect(windows.map(\.kind.opensAtLaunch) == [false, true, false, false])
        #expect(resolve(windows[0].content).dump().contains("Start"))
    }

    @Test func labelsAreTheTitleAndIcon() {
        let extra = MenuBarExtra(String("Timer"), image: "logo") { EmptyView() }
        #expect(resolve(extra.label).dump() == resolve(Label(String("Timer"), image: "logo")).dump())
        #expect(MenuBarExtra("Plain") { EmptyView() }.label.plainString == "Plain")
    }
}
