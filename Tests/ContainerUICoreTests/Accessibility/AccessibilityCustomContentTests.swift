import ContainerUI
import Testing

/// `accessibilityCustomContent`: SwiftUI's overloads, each recorded as one entry on each member,
/// innermost first, with its key's identifier and its importance.
@Suite("Accessibility custom content")
struct AccessibilityCustomContentTests {
    private func entries<V: View>(_ view: V) -> [String] {
        resolve(view).root.children[0].modifiers.map(\.description)
    }

    @Test("Text, literal and string overloads, with a label or a key, record the same entry")
    func overloads() {
        let breed = "Beagle"
        let age = AccessibilityCustomContentKey("Age")
        let size = AccessibilityCustomContentKey(Text("Size"), id: "size")
        #expect(entries(Text("Rex")
            .accessibilityCustomContent(Text("Breed"), Text(breed))
            .accessibilityCustomContent("Breed", Text(breed), importance: .high)
            .accessibilityCustomContent("Breed", "Beagle")
            .accessibilityCustomContent("Breed", breed[...])
            .accessibilityCustomContent(age, Text("3 years"))
            .accessibilityCustomContent(age, "3 years", importance: .high)
            .accessibilityCustomContent(size, breed)
            .accessibilityCustomContent(AccessibilityCustomContentKey("Weight", id: "w"), nil)) == [
            #"accessibilityCustomContent("Breed", "Beagle")"#,
            #"accessibilityCustomContent("Breed", "Beagle", importance: .high)"#,
            #"accessibilityCustomContent("Breed", "Beagle")"#,
            #"accessibilityCustomContent("Breed", "Beagle")"#,
            #"accessibilityCustomContent("Age", "3 years")"#,
            #"accessibilityCustomContent("Age", "3 years", importance: .high)"#,
            #"accessibilityCustomContent("Size", "Beagle", id: "size")"#,
            #"accessibilityCustomContent("Weight", nil, id: "w")"#,
        ])
    }

    @Test("Keys are equal by label and identifier; a label alone is its own identifier")
    func keys() {
        #expect(AccessibilityCustomContentKey("Age") == AccessibilityCustomContentKey("Age", id: "Age"))
        #expect(AccessibilityCustomContentKey("Age", id: "a") != AccessibilityCustomContentKey("Age", id: "b"))
        #expect(AccessibilityCustomContentKey(Text("Age"), id: "a") == AccessibilityCustomContentKey("Age", id: "a"))
        #expect(AXCustomContent.Importance.default.rawValue == 0 && AXCustomContent.Importance.high.rawValue == 1)
    }

    @Test("An entry replaces the one of its identifier in place, a nil value removes it, a new one goes last")
    func replacing() {
        func entry(_ id: String, _ value: String?) -> ResolvedCustomContent {
            ResolvedCustomContent(id: id, label: id, value: value, importance: .default)
        }
        var list: [ResolvedCustomContent] = []
        list.apply(entry("a", "1"))
        list.apply(entry("b", "2"))
        list.apply(entry("a", "3"))
        #expect(list.map(\.value) == ["3", "2"])
        list.apply(entry("a", nil))
        list.apply(entry("c", nil))
        #expect(list.map(\.id) == ["b"])
    }

    @Test("On a Group it applies to each member")
    func perMember() {
        let tree = resolve(Group { Text("a"); Text("b") }.accessibilityCustomContent("Kind", "letter"))
        #expect(tree.root.children.map { $0.modifiers.count } == [1, 1])
    }
}
