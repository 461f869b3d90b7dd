import ContainerUI
import Foundation
import Testing

/// Views SwiftUI composes from others resolve to the same views written out.
@Suite struct ComposedViewTests {
    @Test func formIsAList() {
        let form = Form { Section("Account") { Text("Name") } }
        let list = List { Section("Account") { Text("Name") } }
        #expect(resolve(form).root.dump() == resolve(list).root.dump())
    }

    @Test func labeledContentIsTheLabelThenTheValueTrailingInTheSecondaryStyle() {
        let labeled = LabeledContent("Version", value: "1.2")
        let written = HStack { Text("Version"); Spacer(); Text("1.2").foregroundStyle(.secondary) }
        #expect(resolve(labeled).root.dump() == resolve(written).root.dump())
        let custom = LabeledContent { Image(systemName: "star") } label: { Text("Rating") }
        #expect(resolve(custom).root.children[0].children.count == 3)
    }

    @Test func groupBoxIsAHeadlineOverItsContentOnAFilledRoundedBox() throws {
        let box = GroupBox("Today") { Text("Nothing planned") }
        let node = resolve(box).root.children[0]
        #expect(node.modifiers.map(\.description).contains { $0.hasPrefix("background(") })
        guard case .stack(let stack) = node.kind else { throw Expectation.notAStack }
        #expect(stack.axis == .vertical && node.children.count == 2)
        #expect(resolve(GroupBox { Text("Only content") }).root.children[0].children.count == 1)
        let html = renderHTML(box)
        #expect(html.contains("Today") && html.contains("Nothing planned"))
    }

    @Test func contentUnavailableViewCentresASymbolATitleAndADescription() {
        let view = ContentUnavailableView("No Songs", systemImage: "music.note", description: Text("Add songs to see them here."))
        let html = renderHTML(view)
        #expect(html.contains("No Songs") && html.contains("Add songs to see them here.") && html.contains("<svg"))
        let frames = layout(resolve(view), in: CGSize(width: 390, height: 600)).framesByID
        #expect(frames["0.0"]?.frame.size == CGSize(width: 390, height: 600))
        #expect(resolve(ContentUnavailableView("Empty", systemImage: "tray")).root.dump().contains("Empty"))
    }

    @Test func theSearchUnavailableViewSaysNoResultsAndHowToSearchAgain() {
        func texts(_ view: some View) -> [String] {
            resolve(view).root.nodes { if case .text = $0.kind { true } else { false } }.compactMap(\.firstText?.fullString)
        }
        #expect(texts(ContentUnavailableView.search(text: "<b>")) == ["No Results for “<b>”", "Check the spelling or try a new search."])
        #expect(texts(ContentUnavailableView.search) == ["No Results", "Check the spelling or try a new search."])
        #expect(texts(ContentUnavailableView.search(text: "")) == texts(ContentUnavailableView.search))
        #expect(resolve(ContentUnavailableView.search).root.dump() == resolve(ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))).root.dump())
        let html = renderHTML(ContentUnavailableView.search(text: "<b>"))
        #expect(html.contains("No Results for “&lt;b&gt;”") && !html.contains("<b>") && html.contains("<svg"))
    }

    enum Expectation: Error { case notAStack }
}
