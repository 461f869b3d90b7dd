import ContainerUI
import Foundation
import Testing

/// iOS 26's `navigationSubtitle(_:)`: the subtitle flows up to the stack like the title and is
/// drawn under it in the secondary style, in the subheadline font under a large title and the
/// caption font under an inline one; without one the bar is drawn as before.
@Suite struct NavigationSubtitleTests {
    /// A text node's font and its dump (which names its foreground style).
    private func style(of node: ResolvedNode) -> (Font, String)? {
        guard case .text(let text) = node.kind else { return nil }
        return (text.style.effectiveFont, node.dump())
    }

    @Test func theSubtitleGoesUnderTheLargeTitle() throws {
        let stack = ResolvedStack(NavigationStack {
            List { Text("Row") }
                .navigationTitle("Inbox")
                .navigationSubtitle("3 unread")
        })
        let titles = try #require(stack.largeTitle)
        #expect(titles.children.map(\.textString) == ["Inbox", "3 unread"])
        let (font, dump) = try #require(style(of: titles.children[1]))
        #expect(font == .subheadline && dump.contains("secondary"))
        #expect(titles.modifiers.map(\.description).joined(separator: " ").contains("leading"))
    }

    @Test func theSubtitleGoesUnderTheInlineTitle() throws {
        let stack = ResolvedStack(NavigationStack {
            Color.red
                .navigationTitle("Inbox")
                .navigationSubtitle(Text("Updated just now"))
                .navigationBarTitleDisplayMode(.inline)
        })
        #expect(stack.largeTitle == nil)
        let centre = try #require(stack.centre)
        #expect(centre.children.map(\.textString) == ["Inbox", "Updated just now"])
        #expect(try #require(style(of: centre.children[1])).0 == .caption)
    }

    @Test func subtitlesTakeStringsAndLiteralsAndTheOuterWins() {
        let count = 4
        let string: String = "Drafts"
        #expect(ResolvedStack(NavigationStack { Color.red.navigationTitle("T").navigationSubtitle(string) }).largeTitle?.allTexts == ["T", "Drafts"])
        #expect(ResolvedStack(NavigationStack { Color.red.navigationTitle("T").navigationSubtitle("\(count) items") }).largeTitle?.allTexts == ["T", "4 items"])
        let outer = ResolvedStack(NavigationStack {
            VStack { Text("A").navigationSubtitle("Inner") }.navigationTitle("T").navigationSubtitle("Outer")
        })
        #expect(outer.largeTitle?.allTexts == ["T", "Outer"])
    }

    @Test func withoutASubtitleTheBarIsUnchanged() {
        let stack = NavigationStack { Text("Hello").navigationTitle("Home") }
        let subtitled = ResolvedStack(NavigationStack { Text("Hello").navigationTitle("Home").navigationSubtitle("Sub") })
        #expect(ResolvedStack(stack).largeTitle?.textString == "Home")
        #expect(subtitled.largeTitle?.textString == nil)
    }

    @Test func aSubtitleOutsideAStackChangesNothing() {
        #expect(resolve(Text("Alone").navigationSubtitle("Nowhere")).root.dump() == resolve(Text("Alone")).root.dump())
    }
}
