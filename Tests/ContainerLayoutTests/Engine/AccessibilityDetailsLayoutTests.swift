import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Accessibility details change what assistive technologies read, never where views are.
@Suite("Accessibility details in the layout")
struct AccessibilityDetailsLayoutTests {
    @Test("A hint, value, identifier and combined element leave every frame as it is")
    func framesUnchanged() {
        let window = CGSize(width: 390, height: 844)
        let plain = resolve(VStack { Text("Battery"); Text("75%") }.padding())
        let described = resolve(VStack { Text("Battery"); Text("75%") }
            .accessibilityHint("Opens settings")
            .padding()
            .accessibilityElement(children: .combine)
            .accessibilityValue("75%")
            .accessibilityIdentifier("battery"))
        #expect(layout(described, in: window).dump() == layout(plain, in: window).dump())
    }
}
