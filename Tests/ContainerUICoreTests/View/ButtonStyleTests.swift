import ContainerUI
import Foundation
import Testing

/// `buttonStyle(_:)`, `controlSize(_:)`, `buttonBorderShape(_:)` and `toggleStyle(_:)`: the
/// built-in looks are composed of the views iOS draws; a user's style draws the label (or the
/// whole button, or the toggle).
@Suite struct ButtonStyleTests {
    enum Failure: Error { case wrongKind }

    private struct CapsuleStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(6).background(Color.orange, in: Capsule())
        }
    }

    private struct TwoButtons: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { Button(configuration); Text("beside") }
        }
    }

    private struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }

    private let play = Button("Play") {}

    @Test func automaticBorderlessAndPlainKeepTheLabel() throws {
        let automatic = resolve(play).root.dump()
        #expect(resolve(play.buttonStyle(.automatic)).root.dump() == automatic)
        #expect(resolve(play.buttonStyle(.borderless)).root.dump() == automatic)
        #expect(resolve(play.buttonStyle(DefaultButtonStyle())).root.dump() == automatic)
        let plain = resolve(play.buttonStyle(.plain)).root.children[0]
        guard case .button(_, let tint) = plain.kind else { throw Failure.wrongKind }
        #expect(tint == .hierarchical(0), "the label keeps the primary style")
        #expect(renderHTML(play.buttonStyle(PlainButtonStyle())).contains("--cui-c-accent") == false)
    }

    @Test func borderedStylesPadTheLabelOnAFillOfTheTint() throws {
        let bordered = resolve(play.buttonStyle(.bordered).tint(.red)).root.children[0]
        guard case .button = bordered.kind else { throw Failure.wrongKind }
        let label = bordered.children[0]
        #expect(label.modifiers.map(\.description) == [
            "padding(7,0,7,0)", "padding(0,14,0,14)", "background(\(Color.red.opacity(0.12)) in RoundedRectangle(8))",
        ])
        guard case .text(let text) = label.kind else { throw Failure.wrongKind }
        #expect(text.style.foreground == .color(.red))
        let prominent = resolve(play.buttonStyle(.borderedProminent).controlSize(.small).buttonBorderShape(.capsule)).root.children[0].children[0]
        guard case .text(let white) = prominent.kind else { throw Failure.wrongKind }
        #expect(white.style.foreground == .color(.white) && white.style.font == .subheadline)
        #expect(prominent.modifiers.map(\.description).last == "background(\(Color.accentColor.fillUnderWhiteText) in Capsule)")
        // A destructive button is red whatever the tint; the user's font wins over the size's.
        let destructive = resolve(Button("Delete", role: .destructive) {}.buttonStyle(.bordered).tint(.blue).font(.title).controlSize(.mini))
            .root.children[0].children[0]
        guard case .text(let red) = destructive.kind else { throw Failure.wrongKind }
        #expect(red.style.foreground == .color(.red) && red.style.font == .title)
        #expect(destructive.modifiers.map(\.description).first == "padding(3,0,3,0)")
    }

    @Test func whiteTextOnAProminentFillKeepsFourAndAHalfToOne() {
        func luminance(_ color: Color) -> Double {
            guard case .rgb(let r, let g, let b) = color.storage else { return 1 }
            func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        }
        for system in [Color.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .accentColor] {
            let contrast = 1.05 / (luminance(system.fillUnderWhiteText) + 0.05)
            #expect(contrast >= 4.5, "\(system): \(contrast)")
        }
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6)
        #expect(custom.fillUnderWhiteText == custom)
    }

    @Test func aLabelOfSeveralViewsIsOneRow() throws {
        let button = resolve(Button {} label: { Image(systemName: "play"); Text("Play") }.buttonStyle(.bordered)).root.children[0]
        #expect(button.children.count == 1)
        guard case .stack(let row) = button.children[0].kind else { throw Failure.wrongKind }
        #expect(row.axis == .horizontal && row.spacing == 8 && button.children[0].children.count == 2)
    }

    @Test func userStylesDrawTheLabelOrMakeTheButton() throws {
        let styled = resolve(play.buttonStyle(CapsuleStyle())).root.children[0]
        guard case .button = styled.kind else { throw Failure.wrongKind }
        #expect(styled.children[0].modifiers.map(\.description).last == "background(\(Color.orange) in Capsule)")
        let made = resolve(play.buttonStyle(TwoButtons())).root.children[0]
        guard case .stack = made.kind, case .button = made.children[0].kind else { throw Failure.wrongKind }
        #expect(made.children[0].children.count == 1, "Button(configuration) is drawn in the default style")
    }

    @Test func toggleStyles() throws {
        var on = true
        let binding = Binding(get: { on }, set: { on = $0 })
        let toggle = Toggle("Shuffle", isOn: binding)
        let standard = resolve(toggle).root.dump()
        #expect(resolve(toggle.toggleStyle(.switch)).root.dump() == standard)
        #expect(resolve(toggle.toggleStyle(.automatic)).root.dump() == standard)
        let checkbox = resolve(toggle.toggleStyle(Checkbox())).root.children[0]
        guard case .stack = checkbox.kind, case .image(let image) = checkbox.children[0].kind else { throw Failure.wrongKind }
        #expect(image.name == "checkmark.square")
    }
}
