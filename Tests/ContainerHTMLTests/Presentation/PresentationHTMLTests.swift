import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Presentations, menus and control groups in HTML: modal dialogs over inert content, and closed
/// menu buttons, with no script.
@Suite("Presentations in HTML")
struct PresentationHTMLTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })
    private let screen = VStack { Text("Trips"); Button("Add") {} }

    @Test("A sheet is a modal dialog named by its title over the window's inert content, raised above it")
    func sheet() {
        let html = renderHTML(screen.sheet(isPresented: .constant(true)) { Text("New trip") }, options: quiet)
        #expect(html.contains(#"<div data-node="0.0.0" class="cui-col cui-sx cui-sy cui-inert">"#))
        #expect(html.contains(#"role="dialog" aria-modal="true" aria-label="New trip""#))
        #expect(html.contains(#"class="cui-col cui-sx cui-sy cui-zi" style="--cui-zi:1;""#))
        #expect(!html.contains("<script") && !html.contains(" on"))
    }

    @Test("A sheet's content is on the elevated level, whose dark backgrounds are lighter; a cover's is not")
    func elevatedLevel() throws {
        let sheet = renderHTML(screen.sheet(isPresented: .constant(true)) { Form { Text("Row") } }, options: quiet)
        let dialog = try #require(sheet.range(of: #"role="dialog""#))
        let tagStart = try #require(sheet[..<dialog.lowerBound].range(of: "<div ", options: .backwards))
        let tag = sheet[tagStart.lowerBound..<(sheet[dialog.upperBound...].firstIndex(of: ">") ?? sheet.endIndex)]
        #expect(tag.contains("cui-elev"), "the class goes on the dialog's element, around the content: \(tag)")
        let cover = renderHTML(screen.fullScreenCover(isPresented: .constant(true)) { Text("Pass") }, options: quiet)
        #expect(cover.contains(#"role="dialog""#) && !cover.contains("cui-elev"))
        let css = Stylesheet.text
        #expect(css.contains(".cui-elev{--cui-bg:var(--cui-bg-e);--cui-gbg:var(--cui-gbg-e);--cui-card:var(--cui-card-e);"))
        #expect(css.contains("--cui-gbg-e:rgb(28 28 30);") && css.contains("--cui-card-e:rgb(44 44 46);"), "iOS's elevated dark greys")
    }

    @Test("An alert is an alertdialog whose buttons are real buttons, the destructive one red")
    func alert() {
        let html = renderHTML(screen.alert("Delete <trip>?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }, options: quiet)
        #expect(html.contains(#"role="alertdialog" aria-modal="true" aria-label="Delete &lt;trip&gt;?""#))
        #expect(html.components(separatedBy: #"<button "#).count == 4, "Add, Cancel and Delete")
        #expect(html.contains("var(--cui-t-red)"))
    }

    @Test("Nothing presented leaves the page as it was")
    func notPresented() {
        #expect(renderHTML(screen.sheet(isPresented: .constant(false)) { Text("New trip") }, options: quiet) == renderHTML(screen, options: quiet))
    }

    @Test("A menu is a closed menu button showing its label, not its items")
    func menu() {
        let html = renderHTML(Menu("Sort") { Button("By name") {} }, options: quiet)
        #expect(html.contains(#"type="button" aria-haspopup="menu" aria-expanded="false" class="cui-btn"#))
        #expect(html.contains(">Sort</span>") && !html.contains("By name"))
    }

    @Test("A titled control group is a group named by its title; as a menu it is a menu button")
    func controlGroup() {
        let group = ControlGroup("Text size") { Button("Smaller") {}; Button("Larger") {} }
        let html = renderHTML(group, options: quiet)
        #expect(html.contains(#"role="group" aria-label="Text size""#))
        #expect(html.components(separatedBy: #"<button "#).count == 3)
        let menu = renderHTML(group.controlGroupStyle(.menu), options: quiet)
        #expect(menu.contains(#"aria-haspopup="menu""#) && menu.contains(">Text size</span>") && !menu.contains("Smaller"))
    }

    @Test("The JSON names the roles")
    func json() {
        let json = renderJSON(resolve(screen.alert("Done", isPresented: .constant(true)) {}))
        #expect(json.contains("alertDialog") && json.contains("inert"))
        #expect(renderJSON(resolve(Menu("Sort") {})).contains("menuButton"))
    }
}
