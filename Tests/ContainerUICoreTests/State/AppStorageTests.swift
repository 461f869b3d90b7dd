import ContainerUI
import Foundation
import Testing

/// `@AppStorage` reads the defaults under its key, falling back to its default, and writes
/// through its setter and binding; `@SceneStorage` starts at its default and keeps changes.
@Suite struct AppStorageTests {
    enum Units: String { case metric, imperial }
    enum Level: Int { case low = 1, high = 2 }

    /// A defaults domain of the test's own, emptied first.
    private func store(_ name: String) -> UserDefaults {
        let defaults = UserDefaults(suiteName: "ContainerUITests.\(name)")!
        for key in defaults.dictionaryRepresentation().keys { defaults.removeObject(forKey: key) }
        return defaults
    }

    @Test func defaultUntilStored() {
        let defaults = store("defaults")
        let size = AppStorage(wrappedValue: 17.0, "size", store: defaults)
        #expect(size.wrappedValue == 17)
        defaults.set(21.5, forKey: "size")
        #expect(size.wrappedValue == 21.5)
        size.wrappedValue = 12
        #expect(defaults.double(forKey: "size") == 12)
        size.projectedValue.wrappedValue = 14
        #expect(size.wrappedValue == 14)
    }

    @Test func valuesOfEachKind() {
        let defaults = store("kinds")
        let flag = AppStorage(wrappedValue: false, "flag", store: defaults)
        let count = AppStorage(wrappedValue: 1, "count", store: defaults)
        let name = AppStorage(wrappedValue: "Ada", "name", store: defaults)
        let link = AppStorage(wrappedValue: URL(string: "https://example.com")!, "link", store: defaults)
        let units = AppStorage(wrappedValue: Units.metric, "units", store: defaults)
        let level = AppStorage(wrappedValue: Level.low, "level", store: defaults)
        flag.wrappedValue = true
        count.wrappedValue = 5
        name.wrappedValue = "Grace"
        link.wrappedValue = URL(string: "https://swift.org")!
        units.wrappedValue = .imperial
        level.wrappedValue = .high
        #expect(defaults.bool(forKey: "flag") && defaults.integer(forKey: "count") == 5)
        #expect(defaults.string(forKey: "name") == "Grace" && defaults.string(forKey: "units") == "imperial")
        #expect(defaults.integer(forKey: "level") == 2 && defaults.string(forKey: "link") == "https://swift.org")
        #expect(AppStorage(wrappedValue: Units.metric, "units", store: defaults).wrappedValue == .imperial)
        #expect(AppStorage(wrappedValue: URL(string: "https://a.example")!, "link", store: defaults).wrappedValue.host == "swift.org")
        // A stored value of another type, or an unknown raw value, reads as the default.
        defaults.set("loud", forKey: "level")
        #expect(level.wrappedValue == .low)
        #expect(AppStorage(wrappedValue: 3, "name", store: defaults).wrappedValue == 3)
    }

    @Test func optionalsStartNilAndRemoveTheKey() {
        let defaults = store("optionals")
        let nickname = AppStorage<String?>("nickname", store: defaults)
        #expect(nickname.wrappedValue == nil)
        nickname.wrappedValue = "Amazing"
        #expect(defaults.string(forKey: "nickname") == "Amazing")
        nickname.wrappedValue = nil
        #expect(defaults.object(forKey: "nickname") == nil)
    }

    struct Settings: View {
        @AppStorage("ContainerUITests.greeting") private var greeting = "Hello"
        @SceneStorage("tab") private var tab = "home"
        var body: some View { Text("\(greeting) from \(tab)") }
    }

    @Test func viewsRenderTheStoredValue() {
        UserDefaults.standard.removeObject(forKey: "ContainerUITests.greeting")
        #expect(renderHTML(Settings()).contains("Hello from home"))
        UserDefaults.standard.set("Welcome", forKey: "ContainerUITests.greeting")
        defer { UserDefaults.standard.removeObject(forKey: "ContainerUITests.greeting") }
        #expect(renderHTML(Settings()).contains("Welcome from home"))
    }

    @Test func sceneStorageKeepsChanges() {
        let tab = SceneStorage(wrappedValue: "home", "tab")
        #expect(tab.wrappedValue == "home")
        tab.projectedValue.wrappedValue = "search"
        #expect(tab.wrappedValue == "search")
        #expect(SceneStorage<String?>("draft").wrappedValue == nil)
    }
}
