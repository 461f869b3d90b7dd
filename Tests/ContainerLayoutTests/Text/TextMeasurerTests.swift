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

    /// Where Chromium breaks at a hyphen or en dash (read from Chromium 2026-11-26): after one
    /// between letters or digits, not after one that starts a word or before a currency sign.
    /// Each string is measured a pixel narrower than its line: the width of its widest line
    /// tells where it broke (within a pixel: Inter shapes a hyphen between digits otherwise
    /// than one ending a line).
    @Test func hyphensBreakBetweenLettersAndDigits() throws {
        let cases: [(string: String, firstLine: String, breaksThere: Bool)] = [
            ("aaaa-bbbb", "aaaa-", true), ("1111-2222", "1111-", true), ("aaaa-2222", "aaaa-", true),
            ("1111-bbbb", "1111-", true), ("1111\u{2013}2222", "1111\u{2013}", true), ("1.5-2.5", "1.5-", true),
            ("x -2222", "x", true), ("x -2222", "x -", false), ("$1-$2", "$1-", false),
        ]
        for (string, firstLine, breaksThere) in cases {
            let whole = TextMeasurer.shared.size(of: try text(string), width: nil)
            let wrapped = TextMeasurer.shared.size(of: try text(string), width: whole.width - 1)
            let rest = String(string.dropFirst(firstLine.count)).trimmingCharacters(in: .whitespaces)
            let widest = max(TextMeasurer.shared.size(of: try text(firstLine), width: nil).width,
                             TextMeasurer.shared.size(of: try text(rest), width: nil).width)
            #expect((abs(wrapped.width - widest) < 1) == breaksThere, "\(string) \(wrapped) \(widest)")
        }
    }

    /// Chromium draws emoji with Noto Color Emoji (fonts-noto-color-emoji, which scripts/test.sh
    /// installs): about a 136 px advance in its 109 px strike, so 34 × 136 / 109 px at 34 px
    /// (within a tenth of a pixel: the strike's advances are whole 64ths of its pixels).
    @Test func emojiAreMeasuredWithTheColourEmojiFont() throws {
        let size = TextMeasurer.shared.size(of: try text("👻🕷️", font: .system(size: 34)), width: nil)
        #expect(abs(size.width - 2 * 34 * 136 / 109) < 0.1, "is fonts-noto-color-emoji installed?")
        let mixed = TextMeasurer.shared.size(of: try text("A👻", font: .system(size: 34)), width: nil)
        let letter = TextMeasurer.shared.size(of: try text("A", font: .system(size: 34)), width: nil)
        #expect(abs(mixed.width - letter.width - 34 * 136 / 109) < 0.1)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = TextMeasurer.shared.size(of: try text("Favorites"), width: nil)
        let bold = TextMeasurer.shared.size(of: try text("Favorites", font: .body.bold()), width: nil)
        #expect(bold.width > regular.width)
    }
}

/// Images inline in text, measured one em wide each.
@Suite struct TextImageMeasurementTests {
    private func measure(_ view: Text, width: CGFloat? = nil) -> CGSize {
        guard case .text(let text) = resolve(view).root.children[0].kind else { return .zero }
        return TextMeasurer.shared.size(of: text, width: width)
    }

    @Test func anInlineImageIsOneEmWide() {
        #expect(measure(Text(Image(systemName: "star"))).width == 17)
        #expect(measure(Text(Image(systemName: "star")).font(.system(size: 40))).width == 40)
        let around = measure(Text("a \(Image(systemName: "star")) b")).width
        #expect(around == measure(Text("a  b")).width + 17)
        #expect(measure(Text(Image(systemName: "star"))).height == measure(Text("a")).height, "it keeps the line's height")
    }

    @Test func aLineBreaksAroundAnInlineImage() {
        let text = Text("\(Image(systemName: "star"))\(Image(systemName: "star"))\(Image(systemName: "star"))")
        #expect(measure(text).width == 51)
        #expect(measure(text, width: 40).height > measure(text).height)
    }
}
