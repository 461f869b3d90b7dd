import ContainerLayout
import ContainerUI
import Foundation
import Testing

/// `textCase(_:)`: the text keeps its own characters and is shown, and measured, in the case.
@Suite struct TextCaseLayoutTests {
    @Test func aTextIsMeasuredInTheCaseItIsShownIn() throws {
        let upper = try #require(frames(of: Text("Favorites").textCase(.uppercase))["0.0"])
        let shown = try #require(frames(of: Text("FAVORITES"))["0.0"])
        let own = try #require(frames(of: Text("Favorites"))["0.0"])
        #expect(upper == shown)
        #expect(upper.width > own.width)
        let lower = try #require(frames(of: Text("FAVORITES").textCase(.lowercase))["0.0"])
        #expect(lower == (try #require(frames(of: Text("favorites"))["0.0"])))
    }

    @Test func theCaseReachesEveryTextInsideAndEveryRun() throws {
        let view = VStack {
            Text("One")
            Text("Two") + Text(" three").bold()
        }
        .textCase(.uppercase)
        let tree = resolve(view)
        guard case .text(let joined) = tree.root.children[0].children[1].kind else {
            Issue.record("not a text")
            return
        }
        #expect(joined.string == "Two" && joined.style.textCase == .uppercase)
        #expect(joined.appended.map(\.style.textCase) == [.uppercase])
        let cased = frames(of: view)["0.0.1"], plain = frames(of: VStack { Text("One"); Text("TWO") + Text(" THREE").bold() })["0.0.1"]
        #expect(cased == plain)
        let html = renderHTML(view)
        #expect(html.components(separatedBy: "cui-upper").count - 1 == 3)
        #expect(html.contains(">Two<") && html.contains("> three<"))
    }
}
