@testable import ContainerUI
import Testing

/// `App.main()`'s command line and the document it renders: the window chosen, its size from
/// the options or the scene, the colour scheme, and a sentence for every mistake.
@MainActor @Suite struct AppLaunchTests {
    struct Halves: View {
        var body: some View {
            Color.blue.containerRelativeFrame(.horizontal) { width, _ in min(width, 601) }
        }
    }

    struct Sample: App {
        var body: some Scene {
            WindowGroup("Main") { Halves() }
                .defaultSize(width: 800, height: 600)
            Window("Other", id: "other") { Text("other window") }
            Settings { Text("settings window") }
        }
    }

    struct SettingsOnly: App {
        var body: some Scene { Settings { Text("only settings") } }
    }

    struct MenuBarFirst: App {
        var body: some Scene {
            MenuBarExtra("Timer", systemImage: "timer") { Button("Start") {} }
            WindowGroup("Main") { Text("main window") }
                .commands { SidebarCommands(); CommandMenu("Tools") { Button("Run") {} } }
        }
    }

    struct MenuBarOnly: App {
        var body: some Scene {
            MenuBarExtra("Timer", systemImage: "timer") { Text("timer window") }
                .menuBarExtraStyle(.window)
        }
    }

    @Test(arguments: [
        ([], AppLaunchOptions.Fields()),
        (["--window", "other", "--width", "1024", "--height", "768.5"], .init(window: "other", width: 1024, height: 768.5)),
        (["--color-scheme", "dark", "--output", "/tmp/x.html"], .init(colorScheme: .dark, output: "/tmp/x.html")),
        (["-h"], .init(help: true)),
    ])
    func readsOptions(arguments: [String], expected: AppLaunchOptions.Fields) throws {
        let options = try AppLaunchOptions(arguments: arguments)
        #expect(AppLaunchOptions.Fields(options) == expected)
    }

    @Test(arguments: [
        (["--width"], "--width needs a value"),
        (["--width", "--height", "3"], "--width needs a value"),
        (["--width", "0"], "--width must be a number of pixels from 1 to 10000, not \"0\""),
        (["--height", "nan"], "--height must be a number of pixels from 1 to 10000, not \"nan\""),
        (["--width", "20000"], "--width must be a number of pixels from 1 to 10000, not \"20000\""),
        (["--color-scheme", "blue"], "--color-scheme must be light or dark, not \"blue\""),
        (["--verbose"], "unknown argument \"--verbose\""),
    ])
    func reportsMistakes(arguments: [String], message: String) {
        #expect(throws: AppLaunchOptions.Mistake(description: message)) { try AppLaunchOptions(arguments: arguments) }
    }

    @Test func rendersTheFirstWindowAtTheScenesSize() throws {
        let document = String(decoding: try Sample().document(AppLaunchOptions(arguments: [])), as: UTF8.self)
        let isDocument = document.hasPrefix("<!DOCTYPE html>") && document.contains("<title>Main</title>")
        #expect(isDocument)
        let atSceneSize = document.contains("--cui-w:601px")
        #expect(atSceneSize)
        let narrower = String(decoding: try Sample().document(AppLaunchOptions(arguments: ["--width", "500"])), as: UTF8.self)
        let atOptionSize = narrower.contains("--cui-w:500px") && !narrower.contains("601px")
        #expect(atOptionSize)
    }

    @Test func linkedDocumentLoadsTheFilesWrittenBesideIt() throws {
        let linked = String(decoding: try Sample().document(AppLaunchOptions(arguments: []), linked: true), as: UTF8.self)
        let links = linked.contains("<link rel=\"stylesheet\" href=\"containerui.css\">") && linked.contains("src=\"containerui-fit.js\"")
        #expect(links)
        #expect(!linked.contains("<style>.cui") && linked.count < 10_000)
    }

    @Test func rendersTheWindowAskedFor() throws {
        let other = String(decoding: try Sample().document(AppLaunchOptions(arguments: ["--window", "other"])), as: UTF8.self)
        #expect(other.contains("other window") && other.contains("<title>Other</title>"))
        let settings = String(decoding: try Sample().document(AppLaunchOptions(arguments: ["--window", "settings"])), as: UTF8.self)
        #expect(settings.contains("settings window"))
        let only = String(decoding: try SettingsOnly().document(AppLaunchOptions(arguments: [])), as: UTF8.self)
        #expect(only.contains("only settings"))
    }

    /// A menu bar extra opens no window at launch and its commands are not drawn; an app of
    /// extras alone renders the first one's content, titled by it.
    @Test func menuBarExtrasAndCommandsAreNotTheFirstWindow() throws {
        let first = String(decoding: try MenuBarFirst().document(AppLaunchOptions(arguments: [])), as: UTF8.self)
        #expect(first.contains("main window") && first.contains("<title>Main</title>"))
        #expect(!first.contains("Start") && !first.contains("Tools") && !first.contains("Run"))
        let only = String(decoding: try MenuBarOnly().document(AppLaunchOptions(arguments: [])), as: UTF8.self)
        #expect(only.contains("timer window") && only.contains("<title>Timer</title>"))
    }

    struct Player: App {
        var body: some Scene {
            WindowGroup("Library") { Text("library window") }
                .defaultLaunchBehavior(.suppressed)
                .windowToolbarStyle(.unified(showsTitle: false))
                .restorationBehavior(.disabled)
            UtilityWindow("Inspector", id: "inspector") { Text("inspector window") }
                .defaultLaunchBehavior(.presented)
                .windowLevel(.floating)
                .defaultPosition(.topTrailing)
            WindowGroup("Song", id: "song", for: Int.self) { $song in Text("song \(song ?? 0)") }
            WindowGroup(id: "queue", for: Int.self) { $position in Text("queue at \(position)") } defaultValue: { 7 }
        }
    }

    /// `defaultLaunchBehavior` decides the window opened at launch: a suppressed group is
    /// skipped, a presented utility window opens; value-presenting groups start with no value, or
    /// their default value.
    @Test func launchBehaviorChoosesTheWindow() throws {
        let first = String(decoding: try Player().document(AppLaunchOptions(arguments: [])), as: UTF8.self)
        #expect(first.contains("inspector window") && first.contains("<title>Inspector</title>"))
        let song = String(decoding: try Player().document(AppLaunchOptions(arguments: ["--window", "song"])), as: UTF8.self)
        #expect(song.contains("song 0"))
        let queue = String(decoding: try Player().document(AppLaunchOptions(arguments: ["--window", "queue"])), as: UTF8.self)
        #expect(queue.contains("queue at 7"))
        #expect(Player().windows.map(\.opensAtLaunch) == [false, true, true, true])
        #expect(Player().windows.map(\.kind) == [.group, .utility, .group, .group])
        #expect(UtilityWindow("Inspector") { EmptyView() }.windows.map(\.opensAtLaunch) == [false])
    }

    @Test func colorSchemeFromTheCommandLine() throws {
        let dark = String(decoding: try Sample().document(AppLaunchOptions(arguments: ["--window", "other", "--color-scheme", "dark"])), as: UTF8.self)
        let plain = String(decoding: try Sample().document(AppLaunchOptions(arguments: ["--window", "other"])), as: UTF8.self)
        #expect(dark != plain)
        #expect(dark.contains("cui-dark"))
    }

    @Test func unknownWindowNamesTheIDs() {
        #expect(throws: AppLaunchOptions.Mistake(description: "no window has the id \"nope\"; the ids are \"other\", \"settings\"")) {
            try Sample().document(AppLaunchOptions(arguments: ["--window", "nope"]))
        }
    }
}

extension AppLaunchOptions {
    /// The options' fields, comparable in a table.
    struct Fields: Equatable, Sendable {
        var window: String?
        var width: CGFloat?
        var height: CGFloat?
        var colorScheme: ColorScheme?
        var output: String?
        var help = false

        init(window: String? = nil, width: CGFloat? = nil, height: CGFloat? = nil, colorScheme: ColorScheme? = nil, output: String? = nil, help: Bool = false) {
            (self.window, self.width, self.height, self.colorScheme, self.output, self.help) = (window, width, height, colorScheme, output, help)
        }

        init(_ options: AppLaunchOptions) {
            self.init(window: options.window, width: options.width, height: options.height, colorScheme: options.colorScheme, output: options.output, help: options.help)
        }
    }
}
