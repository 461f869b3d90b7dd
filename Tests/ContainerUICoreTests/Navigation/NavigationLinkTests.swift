import ContainerUI
import Foundation
import Testing

/// A navigation link draws its label: as a list row with the trailing chevron in a list, as a
/// button elsewhere; its destination is never built.
@Suite struct NavigationLinkTests {
    @Test func inAListALinkIsItsLabelAsAPrimaryButtonThenTheChevron() {
        let list = List { NavigationLink("Wi-Fi", value: "wifi") }
        let written = List {
            HStack {
                NavigationLinkLook.rowButton("Wi-Fi").frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                    .accessibilityHidden(true)
            }
        }
        let linkDump = resolve(list).root.dump()
        // The written-out row's button takes the tint from the environment; the link's keeps the primary style.
        #expect(linkDump == resolve(written).root.dump().replacingOccurrences(of: "Button tint=orange", with: "Button tint=primary"))
        #expect(linkDump.contains("Button tint=primary"))
    }

    @Test func everyInitialiserDrawsTheSameRow() {
        let rows = List {
            NavigationLink("Title", value: 1)
            NavigationLink(value: 1) { Text("Title") }
            NavigationLink("Title") { Text("Destination") }
            NavigationLink { Text("Destination") } label: { Text("Title") }
            NavigationLink("Title", destination: Text("Destination"))
            NavigationLink(destination: Text("Destination")) { Text("Title") }
            NavigationLink(String("Title"), value: 1)
            NavigationLink(String("Title")) { Text("Destination") }
        }
        let section = resolve(rows).root.children[0].children[0]
        let dumps = Set(section.children.map { $0.dump() })
        #expect(section.children.count == 8 && dumps.count == 1)
        #expect(!resolve(rows).root.dump().contains("Destination"))
    }

    @Test func inAFormToo() {
        let form = resolve(Form { Section("Account") { NavigationLink("Profile", value: 1) } }).root.dump()
        #expect(form.contains("Image(systemName: \"chevron.right\")"))
    }

    @Test func outsideAListALinkIsAButton() {
        let link = NavigationLink("Details", value: 3)
        #expect(resolve(link).root.dump() == resolve(Button("Details") {}).root.dump())
        let stacked = VStack { NavigationLink { Text("D") } label: { Label("Go", systemImage: "arrow.right") } }
        #expect(resolve(stacked).root.dump() == resolve(VStack { Button {} label: { Label("Go", systemImage: "arrow.right") } }).root.dump())
    }

    @Test func aListInsideANavigationStackStillGetsChevronsButTheStackResetsAnOuterList() {
        let inStack = resolve(NavigationStack { List { NavigationLink("Row", value: 1) } }).root.dump()
        #expect(inStack.contains("chevron.right"))
        let stackInList = resolve(List { NavigationStack { NavigationLink("Row", value: 1) } }).root.dump()
        #expect(!stackInList.contains("chevron.right"))
    }

    @Test func theLinkIsAButtonInHTMLWithTheChevronHidden() {
        let html = renderHTML(List { NavigationLink("Wi-Fi", value: 1) })
        #expect(html.contains("type=\"button\" class=\"cui-btn\""))
        // The chevron's labelled symbol sits in an element hidden from assistive technology.
        let hidden = html.range(of: "aria-hidden=\"true\"")
        let chevron = html.range(of: "aria-label=\"chevron right\"")
        #expect(hidden != nil && chevron != nil && hidden!.lowerBound < chevron!.lowerBound)
        #expect(!html.contains("<a "))
    }
}

/// The written-out look of a link's row button, for comparison: a button tinted so that its dump
/// names a tint (the link's button is tinted with the primary style instead).
private enum NavigationLinkLook {
    static func rowButton(_ title: String) -> some View {
        Button(title) {}.tint(.orange)
    }
}
