import ContainerUI
import Foundation
import Testing

/// iOS 26 spellings that a phone-sized frame draws as it drew the views before: a rich text
/// editor shows its characters, and the scroll edge effect and the search toolbar behaviour
/// change nothing in a frame.
@Suite struct IOS26SpellingTests {
    @Test func aRichTextEditorShowsItsCharacters() {
        var text = AttributedString("Bold ")
        text.font = .body.bold()
        text += AttributedString("and plain <b>")
        let rich = TextEditor(text: .constant(text), selection: .constant(AttributedTextSelection()))
        let plain = TextEditor(text: .constant("Bold and plain <b>"))
        #expect(resolve(rich).root.dump() == resolve(plain).root.dump())
        #expect(renderHTML(rich) == renderHTML(plain))
        #expect(renderHTML(rich).contains("Bold and plain &lt;b&gt;"))
        let insertion = AttributedTextSelection(insertionPoint: text.startIndex)
        #expect(insertion != AttributedTextSelection())
        #expect(AttributedTextSelection(range: text.startIndex..<text.endIndex) != insertion)
    }

    @Test func edgeEffectsAndSearchBehavioursLeaveTheFrameAsItWas() {
        @State var query = ""
        let plain = NavigationStack { ScrollView { Text("Rows") }.searchable(text: $query) }
        let spelled = NavigationStack {
            ScrollView { Text("Rows") }
                .scrollEdgeEffectHidden(true, for: .top)
                .scrollEdgeEffectHidden()
                .searchable(text: $query)
                .searchToolbarBehavior(.minimize)
        }
        #expect(resolve(spelled).root.dump() == resolve(plain).root.dump())
        #expect(SearchToolbarBehavior.automatic != .minimize)
    }
}
