import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// iOS 26's list section index and section margins in HTML and JSON: the index is a named `<nav>`
/// of links to ids on the sections; margins replace the stylesheet's around a section.
@Suite("List section index and section margins in HTML and JSON")
struct ListSectionIndexMappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    private func cities(_ style: some ListStyle) -> some View {
        List {
            Section("A") { Text("Amsterdam") }.sectionIndexLabel("A")
            Section("B") { Text("Berlin") }.sectionIndexLabel(Text("B"))
            Section("C") { Text("Cairo") }
        }
        .listStyle(style)
    }

    @Test("The index links each labelled section by an id made from its node id")
    func indexLinks() {
        let html = renderHTML(cities(.plain), options: quiet)
        #expect(html.hasSuffix(##"<nav aria-label="Section index" class="cui-lidx"><a href="#cui-s0.0.0">A</a><a href="#cui-s0.0.1">B</a></nav></div></div>"##))
        #expect(html.contains(#"<div data-node="0.0.0" id="cui-s0.0.0" class="cui-lsec">"#))
        #expect(html.contains(#"<div data-node="0.0.1" id="cui-s0.0.1" class="cui-lsec">"#))
        #expect(html.contains(#"<div data-node="0.0.2" class="cui-lsec">"#), "a section without a label has no id")
    }

    @Test("Automatic shows the index in the plain and inset styles; visible and hidden decide for any style")
    func visibility() {
        #expect(renderHTML(cities(.inset), options: quiet).contains("cui-lidx"))
        for automaticallyHidden in [renderHTML(cities(.insetGrouped), options: quiet), renderHTML(cities(.grouped), options: quiet)] {
            #expect(!automaticallyHidden.contains("<nav") && !automaticallyHidden.contains("id=\"cui-s"))
        }
        #expect(renderHTML(cities(.insetGrouped).listSectionIndexVisibility(.visible), options: quiet).contains(##"<a href="#cui-s0.0.1">B</a>"##))
        #expect(!renderHTML(cities(.plain).listSectionIndexVisibility(.hidden), options: quiet).contains("<nav"))
        let unlabelled = List { Section("A") { Text("Amsterdam") }.sectionIndexLabel(nil as String?) }.listSectionIndexVisibility(.visible)
        #expect(!renderHTML(unlabelled, options: quiet).contains("<nav"), "no labels, no index")
    }

    @Test("Labels and ids go through the escaping path")
    func escaping() {
        let html = renderHTML(List { Section { Text("x") }.sectionIndexLabel("<&>") }.listStyle(.plain), options: quiet)
        #expect(html.contains(##"<a href="#cui-s0.0.0">&lt;&amp;&gt;</a>"##))
    }

    @Test("Section margins replace the stylesheet's: sides relative to the list's padding, gaps as sums of halves")
    func sectionMargins() {
        let html = renderHTML(List {
            Section("A") { Text("Amsterdam") }.listSectionMargins(.horizontal, 4)
            Section("B") { Text("Berlin") }.listSectionMargins(.top, 50)
            Section("C") { Text("Cairo") }
        }, options: quiet)
        #expect(html.contains(#"<div data-node="0.0.0" class="cui-lsec cui-lsm" style="--cui-smt:35px;--cui-sms:-16px;--cui-smb:0px;--cui-sme:-16px;">"#))
        #expect(html.contains(#"<div data-node="0.0.1" class="cui-lsec cui-lsm" style="--cui-smt:67.5px;--cui-sms:0px;--cui-smb:0px;--cui-sme:0px;">"#))
        #expect(html.contains(#"<div data-node="0.0.2" class="cui-lsec">"#), "a section after one without a bottom margin keeps the stylesheet's")
        let bottom = renderHTML(List {
            Section { Text("A") }.listSectionMargins(.bottom, 0)
            Section { Text("B") }.listSectionMargins(.bottom, 30)
        }.listStyle(.plain), options: quiet)
        #expect(bottom.contains(#"<div data-node="0.0.1" class="cui-lsec cui-lsm" style="--cui-smt:0px;--cui-sms:0px;--cui-smb:30px;--cui-sme:0px;">"#))
    }

    @Test("The JSON holds the labels, the visibility, the margins and the edges of row insets")
    func json() {
        let json = renderJSON(List {
            Section("A") { Text("Amsterdam").listRowInsets(.vertical, 2) }.sectionIndexLabel("A").listSectionMargins(.horizontal, 4)
        }.listSectionIndexVisibility(.visible))
        #expect(json.contains(#"{"type":"sectionIndexLabel","text":"A"}"#))
        #expect(json.contains(#""scrollEnabled":true,"sectionIndexVisibility":"visible"}"#))
        #expect(json.contains(#""isExpanded":null,"margins":{"leading":4,"trailing":4}}"#))
        #expect(json.contains(#"{"type":"listRowInsets","top":2,"bottom":2}"#))
        #expect(!renderJSON(cities(.plain)).contains("margins") && !renderJSON(cities(.plain)).contains("sectionIndexVisibility"))
    }

    @Test("Row insets on some edges keep the list's on the others")
    func rowInsetEdges() {
        let html = renderHTML(List { Text("A").listRowInsets(.leading, 40).listRowInsets(.all, 0) }, options: quiet)
        #expect(html.contains(#"style="--cui-rit:0px;--cui-ris:40px;--cui-rib:0px;--cui-rie:0px;""#), "the innermost wins on each edge")
        let one = renderHTML(List { Text("A").listRowInsets(.top, 4) }, options: quiet)
        #expect(one.contains(#"style="--cui-rit:4px;--cui-ris:16px;--cui-rib:11px;--cui-rie:16px;""#))
        #expect(renderHTML(List { Text("A").listRowInsets(.top, nil) }, options: quiet) == renderHTML(List { Text("A") }, options: quiet))
    }
}
