import ContainerUI
import Foundation
import Testing

/// iOS 26's `ToolbarItemPlacement.largeSubtitle`: the item goes under the large title, where
/// `navigationSubtitle(_:)` goes and in its place; under an inline title it is not drawn.
@Suite struct LargeSubtitlePlacementTests {
    @Test func theItemGoesUnderTheLargeTitleInPlaceOfTheSubtitle() throws {
        let stack = ResolvedStack(NavigationStack {
            List { Text("Row") }
                .navigationTitle("Inbox")
                .navigationSubtitle("3 unread")
                .toolbar {
                    ToolbarItem(placement: .largeSubtitle) {
                        HStack { Image(systemName: "checkmark"); Text("Synced just now") }
                    }
                }
        })
        let titles = try #require(stack.largeTitle)
        #expect(titles.children.count == 2)
        #expect(titles.children[0].textString == "Inbox")
        #expect(titles.children[1].allTexts == ["Synced just now"])
        #expect(!titles.allTexts.contains("3 unread"))
        #expect(stack.lineSummary.allSatisfy { !$0.contains("Label") }, "not in the bar's row")
    }

    @Test func withoutASubtitleTheItemStillGoesUnderTheTitle() throws {
        let stack = ResolvedStack(NavigationStack {
            Color.red.navigationTitle("Photos").toolbar {
                ToolbarItem(placement: .largeSubtitle) { Text("128 items") }
            }
        })
        #expect(try #require(stack.largeTitle).allTexts == ["Photos", "128 items"])
    }

    @Test func underAnInlineTitleTheItemIsNotDrawn() throws {
        let stack = ResolvedStack(NavigationStack {
            Color.red
                .navigationTitle("Photos")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .largeSubtitle) { Text("128 items") } }
        })
        #expect(stack.largeTitle == nil)
        let texts = stack.bar?.allTexts ?? []
        #expect(texts == ["Photos"])
        #expect(ToolbarItemPlacement.largeSubtitle.description == "largeSubtitle")
    }
}
