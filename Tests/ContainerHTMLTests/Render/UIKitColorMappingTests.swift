import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// UIKit's colours in SwiftUI code: the semantic palette (`Color(.systemGray6)`,
/// `Color(uiColor: .secondarySystemBackground)`) adapts through the page's colour variables in
/// both schemes (translucent ones mixed from their components), the fixed colours are sRGB, and iOS 17's `.separator` style is the separator.
@Suite struct UIKitColorMappingTests {
    @Test(arguments: [
        (UIColor.systemGray6, "gray6"), (.systemGray2, "gray2"), (.secondarySystemBackground, "background2"),
        (.systemGroupedBackground, "grouped"), (.tertiaryLabel, "label3"), (.placeholderText, "label3"),
        (.separator, "separator"), (.opaqueSeparator, "separator-o"), (.systemFill, "fill1"),
        (.quaternarySystemFill, "fill4"), (.link, "link"), (.systemRed, "red"), (.label, "primary"),
    ])
    func semanticColoursUseThePalette(color: UIColor, name: String) {
        // Translucent colours are mixed from their components and alpha.
        let html = renderHTML(Color(color))
        #expect(html.contains("var(--cui-c-\(name))") || html.contains("var(--cui-c-\(name)-rgb)"))
        #expect(Color(uiColor: color) == Color(color))
    }

    @Test func paletteHoldsBothSchemes() {
        let css = String(decoding: Stylesheet.bytes, as: UTF8.self)
        #expect(css.contains("--cui-c-gray6:rgb(242 242 247 / 1)") && css.contains("--cui-c-gray6:rgb(28 28 30 / 1)"))
        #expect(css.contains("--cui-c-separator:rgb(60 60 67 / 0.29)") && css.contains("--cui-c-separator:rgb(84 84 88 / 0.6)"))
    }

    @Test func fixedColoursAreSRGB() {
        #expect(renderHTML(Color(.red)).contains("rgb(255 0 0 / 1)"))
        #expect(renderHTML(Color(.darkGray)).contains("rgb(85 85 85 / 1)"))
        #expect(renderHTML(Color(UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.5))).contains("rgb(0 127.5 255 / 0.5)"))
        #expect(Color(UIColor.systemTeal.withAlphaComponent(0.25)) == Color.teal.opacity(0.25))
        #expect(UIColor(Color.mint) == .systemMint)
    }

    @Test func separatorStyleIsTheSeparatorColour() {
        #expect(renderHTML(Rectangle().fill(.separator).frame(height: 1)) == renderHTML(Rectangle().fill(Color(.separator)).frame(height: 1)))
        #expect(renderHTML(Text("x").border(.separator)).contains("var(--cui-c-separator-rgb)"))
    }
}
