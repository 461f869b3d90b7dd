import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// A navigation subtitle on the page: a one-line text in the secondary label colour after the
/// title, 15 px under a large title and 12 px under an inline one.
@Suite struct NavigationSubtitleMappingTests {
    @Test func theSubtitleFollowsTheTitleInTheSecondaryColour() throws {
        let html = renderHTML(NavigationStack { Text("Mail").navigationTitle("Inbox").navigationSubtitle("3 unread") })
        let title = try #require(html.range(of: ">Inbox</span>"))
        let subtitle = try #require(html.range(of: "--cui-fs:15px;--cui-lh:20px;--cui-fw:400;--cui-fg:var(--cui-tlabel2);\">3 unread</span>"))
        #expect(title.upperBound <= subtitle.lowerBound)
        let inline = renderHTML(NavigationStack {
            Text("Mail").navigationTitle("Inbox").navigationSubtitle("3 unread").navigationBarTitleDisplayMode(.inline)
        })
        #expect(inline.contains("--cui-fs:12px;--cui-lh:16px;--cui-fw:400;--cui-fg:var(--cui-tlabel2);\">3 unread</span>"))
    }
}
