import ContainerUI
import Testing

/// `accessibilityHint`, `accessibilityValue`, `accessibilityIdentifier` and
/// `accessibilityElement(children:)`: SwiftUI's overloads, recorded on each member, innermost
/// first.
@Suite("Accessibility details")
struct AccessibilityDetailsTests {
    @Test("Text, literal and string overloads record the same modifier")
    func overloads() {
        let name = "Volume"
        let tree = resolve(Text("x")
            .accessibilityHint(Text("From text"))
            .accessibilityHint("From a literal")
            .accessibilityHint(name[...])
            .accessibilityValue(Text("1"))
            .accessibilityValue("2")
            .accessibilityValue(name)
            .accessibilityIdentifier("id"))
        #expect(tree.root.children[0].modifiers.map(\.description) == [
            #"accessibilityHint("From text")"#, #"accessibilityHint("From a literal")"#, #"accessibilityHint("Volume")"#,
            #"accessibilityValue("1")"#, #"accessibilityValue("2")"#, #"accessibilityValue("Volume")"#,
            #"accessibilityIdentifier("id")"#,
        ])
    }

    @Test("accessibilityElement ignores children unless told otherwise; the three behaviours differ")
    func childBehavior() {
        #expect(resolve(Text("x").accessibilityElement()).root.children[0].modifiers.map(\.description) == ["accessibilityElement(children: .ignore)"])
        #expect(resolve(Text("x").accessibilityElement(children: .combine)).root.children[0].modifiers.map(\.description) == ["accessibilityElement(children: .combine)"])
        #expect(Set<AccessibilityChildBehavior>([.ignore, .contain, .combine, .contain]).count == 3)
        #expect(AccessibilityChildBehavior.contain.description == "contain")
    }

    @Test("On a Group they apply to each member")
    func perMember() {
        let tree = resolve(Group { Text("a"); Text("b") }.accessibilityIdentifier("row"))
        #expect(tree.root.children.map { $0.modifiers.map(\.description) } == [[#"accessibilityIdentifier("row")"#], [#"accessibilityIdentifier("row")"#]])
    }
}
