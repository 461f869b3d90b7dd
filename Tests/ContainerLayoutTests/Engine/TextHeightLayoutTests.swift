import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// A text offered less height than its lines need by a frame shows the lines that fit (at least
/// one), as SwiftUI's text does; the window's height cuts nothing, as the page lets a tall page
/// scroll.
@Suite("Text in a bounded height")
struct TextHeightLayoutTests {
    private let window = CGSize(width: 390, height: 640)
    private let paragraph = "Conference room 4B in the north wing on the second floor, past the library"

    private func frames(_ view: some View) -> [String: CGRect] {
        layout(resolve(view), in: window).framesByID.mapValues(\.frame)
    }

    /// The paragraph's own frame in a column of `width` with `frame` applied to the column.
    private func text(in width: CGFloat, _ frame: (VStack<Text>) -> some View) -> CGRect? {
        frames(frame(VStack { Text(paragraph) }).frame(width: width))["0.0.0"]
    }

    @Test("A fixed height shows the lines that fit, at least one")
    func fixedHeight() throws {
        let free = try #require(text(in: 120) { $0 })
        #expect(free.height >= 22 * 4, "the paragraph wraps to four lines or more")
        #expect(text(in: 120) { $0.frame(height: 50) }?.height == 44)
        #expect(text(in: 120) { $0.frame(height: 66) }?.height == 66)
        #expect(text(in: 120) { $0.frame(height: 10) }?.height == 22)
        #expect(text(in: 120) { $0.frame(height: 50) }?.width == 120, "a cut text is as wide as it is offered, as a clamped block is")
    }

    @Test("A maximum height bounds it too; a fixed size vertically, a scroll view or the window do not")
    func boundsAndNot() throws {
        let free = try #require(text(in: 120) { $0 }).height
        #expect(text(in: 120) { $0.frame(maxHeight: 50) }?.height == 44)
        let fixed = VStack { Text(paragraph).fixedSize(horizontal: false, vertical: true) }.frame(width: 120, height: 50)
        #expect(frames(fixed)["0.0.0"]?.height == free)
        #expect(frames(ScrollView { Text(paragraph).frame(width: 120) }.frame(height: 50))["0.0.0"]?.height == free)
        let tall = VStack { ForEach(0..<12) { _ in Text(paragraph).frame(width: 120) } }
        #expect(frames(tall)["0.0.0"]?.height == free, "content taller than the window is not squeezed")
    }

    @Test("A row of a fixed height cuts its text to the row, and its colours take the row's height")
    func row() throws {
        let row = HStack { Color.purple; Text(paragraph); Color.pink }.frame(width: 300, height: 44)
        let found = frames(row)
        #expect(found["0.0.1"]?.height == 44)
        #expect(found["0.0.0"]?.height == 44 && found["0.0.2"]?.height == 44)
    }

    @Test("A column in a fixed height shares it: the texts together fit")
    func column() throws {
        let column = VStack(spacing: 0) { Text(paragraph); Text(paragraph) }.frame(width: 120, height: 110)
        let found = frames(column)
        let first = try #require(found["0.0.0"]), second = try #require(found["0.0.1"])
        #expect(first.height + second.height <= 110)
        #expect(first.height >= 22 && second.height >= 22)
    }

    @Test("The engine notes the lines a text shows for the page")
    func notes() throws {
        let tree = resolve(VStack { Text(paragraph).frame(width: 120, height: 50); Text(paragraph).frame(width: 120) })
        let notes = LayoutEngine(root: tree.root, viewport: window).layOutNoting()
        #expect(notes.textLinesShown == ["0.0.0": 2])
    }
}
