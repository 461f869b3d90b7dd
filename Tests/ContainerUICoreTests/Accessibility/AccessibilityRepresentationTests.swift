import ContainerUI
import Foundation
import Testing

/// `accessibilityRepresentation(representation:)`: the view, inert, in a stack of its own, with
/// the representation laid over it in another stack marked for assistive technologies.
@Suite struct AccessibilityRepresentationTests {
    @Test func theViewIsInertAndTheRepresentationLiesOverIt() {
        let tree = resolve(
            Capsule().fill(.green).frame(width: 51, height: 31)
                .accessibilityRepresentation { Toggle("Wi-Fi", isOn: .constant(true)) }
        )
        let stack = tree.root.children[0]
        #expect(stack.modifiers.map(\.description).contains { $0.hasPrefix("overlay") })
        let drawn = stack.children[0]
        #expect(drawn.modifiers.map(\.description).contains("accessibilityRole(inert)"))
        let dump = tree.dump()
        #expect(dump.contains("accessibilityRole(representation)"))
        #expect(dump.contains("Toggle(isOn: true)"))
    }
}
