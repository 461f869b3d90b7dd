import ContainerLayout
import ContainerUI
import Foundation
import Testing

@Suite struct TextMeasurerTests {
    struct NotText: Error {}

    private func text(_ string: String, font: Font = .body) throws -> ResolvedText {
        guard case .text(let text) = resolve(Text(string).font(font)).root.children[0].kind else { throw NotText() }
        return text
    }

    @Test func oneLineIsOneLineHeightTall() throws {
        let size = TextMeasurer.shared.size(of: try text("Hello"), width: nil)
        #expect(size.height == 22)
        #expect(size.width > 30 && size.width < 50)
    }

    @Test func wrapsAtSpacesWithinTheWidth() throws {
        let measured = try text("Scrolling in the Deep")
        let ideal = TextMeasurer.shared.size(of: measured, width: nil)
        let wrapped = TextMeasurer.shared.size(of: measured, width: ideal.width - 1)
        #expect(wrapped.height == 44)
        #expect(wrapped.width < ideal.width - 1)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenLetters() throws {
        let size = TextMeasurer.shared.size(of: try text("Supercalifragilistic"), width: 40)
        #expect(size.width <= 40)
        #expect(size.height >= 66)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = TextMeasurer.shared.size(of: try text("Favorites"), width: nil)
        let bold = TextMeasurer.shared.size(of: try text("Favorites", font: .body.bold()), width: nil)
        #expect(bold.width > regular.width)
    }
}
