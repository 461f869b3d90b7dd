import ContainerHTML
import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A `GeometryReader` in a preference overlay drawing at an anchor is written where layout puts
/// the anchored view, at every window width.
@Suite struct AnchorPreferenceMappingTests {
    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    private static let windows: [CGFloat] = [320, 390, 500, 768, 1280]

    @Test func theOutlineFollowsTheAnchoredViewAcrossWindowWidths() throws {
        // The chosen text is at the row's trailing edge: its place in the reader follows the window.
        let view = HStack {
            Text("A")
            Spacer()
            Text("Chosen").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .padding(20)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Rectangle().stroke(.red)
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
        let tree = resolve(view)
        let outline = try #require(RenderedElement.all(in: renderHTML(tree)).first { $0.id == "0.0.m1.0.0" && $0.classes.contains("cui-fw") })
        let translate = try #require(outline.style["--cui-tf"])
        #expect(translate.hasPrefix("translate(") && translate.hasSuffix(")"))
        let offsets = Self.arguments(of: String(translate.dropFirst("translate(".count).dropLast()))
        #expect(offsets.count == 2)
        for window in Self.windows {
            let frames = layout(tree, in: CGSize(width: window, height: 844)).framesByID
            let chosen = try #require(frames["0.0.2"]).frame, reader = try #require(frames["0.0.m1.0"]).frame
            #expect(try #require(frames["0.0.m1.0.0"]).frame == chosen, "\(window)")
            let drawn = try [outline.style["--cui-w"], outline.style["--cui-h"], offsets[0], offsets[1]].map {
                try CSSLength.evaluate(try #require($0), window: Double(window))
            }
            let expected = [chosen.width, chosen.height, chosen.minX - reader.minX, chosen.minY - reader.minY].map(Double.init)
            for (drawn, expected) in zip(drawn, expected) {
                #expect(abs(drawn - expected) < 0.02, "\(window): \(outline.style)")
            }
        }
    }

    /// The comma-separated arguments of a CSS function, split at top-level commas only.
    private static func arguments(of list: String) -> [String] {
        var arguments = [""], depth = 0
        for character in list {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == ",", depth == 0 { arguments.append("") } else { arguments[arguments.count - 1].append(character) }
        }
        return arguments.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
