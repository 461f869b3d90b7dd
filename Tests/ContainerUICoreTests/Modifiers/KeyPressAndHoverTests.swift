import ContainerUI
import Foundation
import Testing

/// `onKeyPress`, `onContinuousHover` and `accentColor`: SwiftUI's spellings compile; the event
/// handlers leave the resolved tree as it was and `accentColor` is `tint`.
@Suite("Key presses, continuous hover and accent colour")
struct KeyPressAndHoverTests {
    @Test("Every onKeyPress overload leaves the tree as it was; its action never runs")
    func keyPress() {
        var pressed: [String] = []
        let view = VStack {
            Text("a")
                .onKeyPress(.return) { pressed.append("return"); return .handled }
                .onKeyPress("x", phases: .up) { press in pressed.append(press.characters); return .ignored }
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in pressed.append("\(press.key.character)"); return .handled }
                .onKeyPress(characters: .alphanumerics, phases: .all) { press in
                    pressed.append(press.phase == .down && press.modifiers.contains(.shift) ? "shift" : "")
                    return .ignored
                }
                .onKeyPress { _ in .ignored }
                .onKeyPress(phases: [.down, .repeat]) { _ in .handled }
        }
        #expect(resolve(view).dump() == resolve(VStack { Text("a") }).dump())
        #expect(pressed.isEmpty)
        #expect(KeyPress.Phases.all == [.down, .repeat, .up] && KeyPress.Phases.all.contains(.repeat))
    }

    @Test("onContinuousHover leaves the tree as it was, in any coordinate space")
    func continuousHover() {
        var phases: [HoverPhase] = []
        let view = Text("a")
            .onContinuousHover { phases.append($0) }
            .onContinuousHover(coordinateSpace: .global) { phase in
                if case .active(let point) = phase { phases.append(.active(point)) }
            }
            .onContinuousHover(coordinateSpace: .named("card")) { phases.append($0) }
            .onContinuousHover(coordinateSpace: CoordinateSpace.local) { _ in }
        #expect(resolve(view).dump() == resolve(Text("a")).dump())
        #expect(phases.isEmpty)
        #expect(HoverPhase.active(CGPoint(x: 1, y: 2)) != .ended)
    }

    @Test("accentColor(_:) is tint(_:)")
    func accentColor() {
        let tinted = Toggle("On", isOn: .constant(true))
        #expect(resolve(tinted.accentColor(.orange)).dump() == resolve(tinted.tint(.orange)).dump())
        #expect(resolve(tinted.accentColor(nil)).dump() == resolve(tinted.tint(nil)).dump())
        #expect(resolve(tinted.accentColor(.orange)).dump() != resolve(tinted).dump(), "the toggle takes the colour")
    }
}
