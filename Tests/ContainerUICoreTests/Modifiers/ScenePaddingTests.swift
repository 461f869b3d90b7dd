import ContainerUI
import Foundation
import Testing

/// `scenePadding(_:edges:)` pads by the scene's 16-point margin; `defersSystemGestures(on:)` and
/// `Image(systemName:variableValue:)` compile as in SwiftUI and draw what they would without the
/// gesture or the value.
@Suite struct ScenePaddingTests {
    @Test func scenePaddingPadsByTheScenesMargin() {
        #expect(resolve(Text("A").scenePadding()).dump() == resolve(Text("A").padding(16)).dump())
        #expect(resolve(Text("A").scenePadding(.minimum)).dump() == resolve(Text("A").padding(.all, 16)).dump())
        #expect(resolve(Text("A").scenePadding(.minimum, edges: .horizontal)).dump() == resolve(Text("A").padding(.horizontal, 16)).dump())
        #expect(resolve(Text("A").scenePadding(.bottom)).dump() == resolve(Text("A").padding(.bottom, 16)).dump())
        #expect(ScenePadding.minimum == .minimum)
    }

    @Test func deferredSystemGesturesLeaveTheViewAsItIs() {
        let view = Color.black.ignoresSafeArea().defersSystemGestures(on: .vertical).defersSystemGestures(on: [.bottom, .leading])
        #expect(resolve(view).dump() == resolve(Color.black.ignoresSafeArea()).dump())
    }

    @Test func aVariableValueSymbolIsTheWholeSymbol() {
        let view = HStack {
            Image(systemName: "wifi", variableValue: 0.5)
            Image(systemName: "speaker.wave.2", variableValue: nil)
        }
        let plain = HStack {
            Image(systemName: "wifi")
            Image(systemName: "speaker.wave.2")
        }
        #expect(resolve(view).dump() == resolve(plain).dump())
    }
}
