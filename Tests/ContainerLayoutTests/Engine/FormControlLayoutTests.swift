import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// Text fields, steppers and segmented pickers are sized as the stylesheet draws them.
@Suite struct FormControlLayoutTests {
    @Test func aTextFieldTakesTheOfferedWidthAndOneLine() throws {
        let plain = try #require(frames(of: TextField("Name", text: .constant("Sam")).frame(width: 200))["0.0"])
        #expect(plain.width == 200 && plain.height == 22, "one line of body text")
        let rounded = try #require(frames(of: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200))["0.0"])
        #expect(rounded.height == 34, "six points above and below the line")
        let title = try #require(frames(of: TextField("Name", text: .constant("")).font(.title).frame(width: 200))["0.0"])
        #expect(title.height > plain.height)
        // Unoffered a width, a field is as wide as its text or, when empty, its prompt.
        let ideal = try #require(frames(of: TextField("Name", text: .constant("")).fixedSize())["0.0"])
        let prompt = try #require(frames(of: Text("Name").fixedSize())["0.0"])
        #expect(ideal.width == prompt.width)
        let roundedIdeal = try #require(frames(of: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).fixedSize())["0.0"])
        #expect(roundedIdeal.width == prompt.width + 14)
    }

    @Test func aStepperPutsItsControlAtTheTrailingEdge() throws {
        let all = frames(of: Stepper("Shots", value: .constant(2), in: 1...4).frame(width: 300))
        let stepper = try #require(all["0.0"])
        #expect(stepper.width == 300 && stepper.height == 32)
        let control = try #require(all.filter { $0.key.hasPrefix("0.0.") && $0.value.width == 94 }.first?.value)
        #expect(control.maxX == stepper.maxX && control.height == 32)
    }

    @Test func segmentsShareTheTrackWidth() throws {
        let picker = Picker("Size", selection: .constant("M")) {
            ForEach(["S", "M", "L"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        .frame(width: 302)
        let all = frames(of: picker)
        let track = try #require(all["0.0"])
        #expect(track.width == 302 && track.height == 32)
        let segments = (0..<3).compactMap { all["0.0.\($0)"] }
        #expect(segments.count == 3 && segments.allSatisfy { abs($0.width - 298.0 / 3) < 0.001 && $0.height == 28 })
        #expect(segments.first?.minX == track.minX + 2 && abs((segments.last?.maxX ?? 0) - (track.maxX - 2)) < 0.001)
    }

    @Test func aToggleWithItsLabelHiddenIsTheSwitchAlone() throws {
        let all = frames(of: VStack { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden() })
        let toggle = try #require(all["0.0.0"])
        #expect(toggle.width == 51 && toggle.height == 31)
        let label = try #require(all["0.0.0.0"])
        #expect(label.minX == toggle.minX && label.minY == toggle.minY, "kept for screen readers at the top-leading corner")
    }
}
