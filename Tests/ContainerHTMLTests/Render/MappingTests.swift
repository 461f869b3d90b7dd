import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Spot checks of the mapping table in Sources/ContainerHTML/README.md.
@Suite("Mapping of views and modifiers to HTML/CSS")
struct MappingTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test("Stacks: flex with an 8 px gap, a spacer marked so no gap sits beside it")
    func stacks() {
        let html = renderHTML(HStack { Text("A"); Spacer(); Text("B") }, options: quiet)
        #expect(html.contains(#"class="cui-row cui-hs cui-sx" style="--cui-gap:8px;""#))
        #expect(html.contains(#"class="cui-sx cui-spacer" style="--cui-min:8px;""#))
        let minLength = renderHTML(VStack { Spacer(minLength: 40) }, options: quiet)
        #expect(minLength.contains(#"class="cui-sy cui-spacer" style="--cui-min:40px;""#))
    }

    @Test("Dividers: across their stack, also inside their own frame; a vertical one fills the frame's height")
    func dividers() {
        let direct = renderHTML(HStack { Text("x"); Divider(); Text("y") }, options: quiet)
        #expect(direct.contains(#"<hr data-node="0.0.1" class="cui-div cui-sy">"#))
        let framed = renderHTML(HStack { Text("x"); Divider().frame(height: 30); Text("y") }, options: quiet)
        #expect(framed.contains(#"<hr data-node="0.0.1" class="cui-div cui-vdiv"#))
        let inColumn = renderHTML(VStack { Text("x"); Divider().frame(width: 30); Text("y") }, options: quiet)
        #expect(inColumn.contains(#"<hr data-node="0.0.1" class="cui-div"#) && !inColumn.contains("cui-vdiv"))
        #expect(Stylesheet.text.contains(".cui-vdiv{width:1px;height:auto;flex:1 1 auto;align-self:auto}"))
    }

    @Test("Text breaks a word wider than its line between letters, as SwiftUI does, and may shrink to do so")
    func longWords() {
        #expect(Stylesheet.text.contains(".cui-t{display:block;white-space:pre-wrap;overflow-wrap:anywhere;"))
    }

    @Test("ZStack: one grid cell with alignment")
    func zStack() {
        let html = renderHTML(ZStack(alignment: .bottomTrailing) { Text("A"); Text("B") }, options: quiet)
        #expect(html.contains(#"class="cui-g cui-z cui-jie cui-aie""#))
    }

    @Test("Modifiers wrap in rank order: padding, background and shadow share one element")
    func boxes() {
        let html = renderHTML(Text("x").padding().background(Color.red).shadow(radius: 2).padding(4), options: quiet)
        #expect(html.components(separatedBy: "data-node=\"0.0\"").count - 1 == 3)
        #expect(html.contains("cui-pad cui-bg cui-shadow"))
    }

    @Test("Visual filters: a CSS filter in opacity's rank; one after another (or opacity after one) nests, so they compose in order")
    func filters() {
        let one = renderHTML(Color.red.frame(width: 10, height: 10).blur(radius: 3).opacity(0.5), options: quiet)
        #expect(one.contains(#"class="cui-col cui-op" style="--cui-op:0.5;"><div data-node="0.0" class="cui-col cui-fw cui-fh cui-fx" style="--cui-w:10px;--cui-h:10px;--cui-fx:blur(3px);">"#))
        let chained = renderHTML(Color.red.saturation(0.25).hueRotation(.degrees(-90)).brightness(-0.5).colorInvert(), options: quiet)
        #expect(chained.components(separatedBy: "data-node=\"0.0\"").count - 1 == 5, "the colour and a wrapper a filter")
        #expect(chained.contains("--cui-fx:saturate(0.25);") && chained.contains("--cui-fx:hue-rotate(-90deg);"))
        #expect(chained.contains("--cui-fx:brightness(0.5);") && chained.contains("--cui-fx:invert(1);"))
        #expect(chained.range(of: "saturate")!.lowerBound > chained.range(of: "invert")!.lowerBound, "the innermost filter is the innermost element")
        let json = renderJSON(resolve(Color.red.grayscale(2).contrast(1.5)))
        #expect(json.contains(#"{"type":"filter","function":"grayscale","amount":1}"#))
        #expect(json.contains(#"{"type":"filter","function":"contrast","amount":1.5}"#))
        #expect(resolve(Color.red.blur(radius: 2, opaque: true)).root.children[0].modifiers.map(\.description) == ["blur(2, opaque)"])
    }

    @Test("containerRelativeFrame: the spec's formula through container query units")
    func containerRelative() {
        let grid = renderHTML(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10), options: quiet)
        #expect(grid.contains("cui-crw"))
        #expect(grid.contains("--cui-crc:3;--cui-crs:2;--cui-crp:10px;"))
        let third = renderHTML(Color.red.containerRelativeFrame(.vertical) { length, _ in length / 3 }, options: quiet)
        #expect(third.contains("cui-crhd") && third.contains("--cui-crdh:3;"))
        let affine = renderHTML(Color.red.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 - 20 }, options: quiet)
        #expect(affine.contains("--cui-craw:0.8;--cui-crbw:-20px;"))
        let clamped = renderHTML(Color.red.containerRelativeFrame(.horizontal) { length, _ in min(length, 300) }, options: quiet)
        #expect(clamped.contains("--cui-w:300px;"))
    }

    @Test("Scroll views: overflow axes, snapping on the target layout's children, margins")
    func scroll() {
        let html = renderHTML(ScrollView(.horizontal) {
            LazyHStack { Color.red; Color.blue }.scrollTargetLayout()
        }.scrollTargetBehavior(.viewAligned).contentMargins(16), options: quiet)
        #expect(html.contains("cui-scroll cui-sch cui-csize cui-snapx cui-cm"))
        #expect(html.contains("--cui-cmb:16px 16px;--cui-cmi:16px 16px;"))
        #expect(html.components(separatedBy: "cui-snap cui-snapstop").count - 1 == 2)
    }

    @Test("List: rows as <li>, separators hidden around a row that hides them")
    func list() {
        let html = renderHTML(List {
            Section("H") { Text("A"); Text("B").listRowSeparator(.hidden); Text("C"); Text("D") }
        }, options: quiet)
        #expect(html.contains("<ul"))
        #expect(html.components(separatedBy: "<li ").count - 1 == 4)
        #expect(html.components(separatedBy: "cui-lsep").count - 1 == 1)
        #expect(html.contains(#"class="cui-lh""#))
    }

    @Test("List styles: a class per style, the settings as custom properties, plain headers in the headline font")
    func listStyles() {
        let songs = List { Section("H") { Text("A"); Text("B") } }
        let plain = renderHTML(songs.listStyle(.plain), options: quiet)
        #expect(plain.contains("cui-list cui-lplain") && plain.contains(#"class="cui-lph""#) && !plain.contains(#"class="cui-lh""#))
        #expect(renderHTML(songs.listStyle(.grouped), options: quiet).contains("cui-list cui-lgrp"))
        #expect(renderHTML(songs.listStyle(.inset), options: quiet).contains("cui-list cui-linset"))
        let automatic = renderHTML(songs, options: quiet)
        #expect(automatic == renderHTML(songs.listStyle(.insetGrouped), options: quiet) && !["cui-lplain", "cui-lgrp", "cui-linset"].contains(where: automatic.contains))
        let set = renderHTML(songs.listRowSpacing(6).listSectionSpacing(12).scrollContentBackground(.hidden)
            .environment(\.defaultMinListRowHeight, 50), options: quiet)
        #expect(set.contains("cui-list cui-lnobg cui-lrs") && set.contains("--cui-lrg:6px;--cui-lsg:12px;--cui-lmh:50px;"))
        #expect(!set.contains("cui-lsep"), "rows apart have no separators")
    }

    @Test("List rows: insets as custom properties, a badge at the end, a background layer behind")
    func listRows() {
        let html = renderHTML(List {
            Text("A").badge(2).listRowBackground(Color.red).listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }, options: quiet)
        #expect(html.contains("cui-lrow cui-row cui-layered\" style=\"--cui-rit:1px;--cui-ris:2px;--cui-rib:3px;--cui-rie:4px;\""))
        #expect(html.contains(#"<div class="cui-lbadge">"#) && html.contains(">2</"))
        #expect(html.contains("cui-layer cui-g cui-bgl"))
        let badge = html.range(of: "cui-lbadge")!.lowerBound, text = html.range(of: ">A</")!.lowerBound
        #expect(text < badge, "the badge follows the row's content")
        let tinted = renderHTML(List {
            Text("A").listRowSeparatorTint(.red)
            Text("B")
            Text("C").listRowSeparatorTint(.clear, edges: .top)
            Text("D").listRowSeparatorTint(nil)
        }, options: quiet)
        #expect(tinted.components(separatedBy: "--cui-lsc:var(--cui-c-red)").count - 1 == 1, "A's bottom tint colours the line under A")
        #expect(tinted.components(separatedBy: "--cui-lsc:").count - 1 == 2, "C's top tint colours the line under B; none under C")
    }

    @Test("Grids: fixed, flexible and adaptive tracks; spans")
    func grids() {
        let lazy = renderHTML(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.adaptive(minimum: 30))]) { Text("a") }, options: quiet)
        #expect(lazy.contains("--cui-tracks:50px minmax(10px,1fr) repeat(auto-fill,minmax(30px,1fr));"))
        let grid = renderHTML(Grid { GridRow { Text("a"); Text("b") }; GridRow { Text("c").gridCellColumns(2) } }, options: quiet)
        #expect(grid.contains("--cui-cols:2;"))
        #expect(grid.contains("cui-span") && grid.contains("--cui-span:2;"))
    }

    @Test("StackView: the five distributions and hidden views removed", arguments: StackViewDistribution.allCases)
    func stackView(distribution: StackViewDistribution) {
        let html = renderHTML(StackView(distribution: distribution, spacing: 4) { Text("a"); Text("b").hidden(); Text("c") }, options: quiet)
        #expect(html.contains("cui-gone"))
        let marker = switch distribution {
        case .fill: "cui-svgrow"
        case .fillEqually: "--cui-wt:1;"
        case .fillProportionally: "cui-svw"
        case .equalSpacing: "cui-stvsb"
        case .equalCentering: "cui-eca"
        }
        #expect(html.contains(marker))
    }

    @Test("Shapes: CSS for rounded rectangles, SVG that stretches or keeps its aspect")
    func shapes() {
        #expect(renderHTML(RoundedRectangle(cornerRadius: 8).fill(.red), options: quiet).contains("cui-cssshape"))
        #expect(renderHTML(Ellipse(), options: quiet).contains(#"preserveAspectRatio="none""#))
        #expect(renderHTML(Circle(), options: quiet).contains(#"preserveAspectRatio="xMidYMid meet""#))
    }

    @Test("Symbols: inline SVG; an unknown name is a labelled placeholder and a warning")
    func symbols() {
        #expect(renderHTML(Image(systemName: "pencil"), options: quiet).contains(#"<svg data-node="0.0" viewBox="0 0 16 16" role="img" aria-label="pencil" class="cui-sym""#))
        let warnings = WarningLog()
        let html = renderHTML(Image(systemName: "no.such"), options: HTMLRenderOptions(onWarning: { warnings.append($0.message) }))
        #expect(html.contains(#"role="img" aria-label="no such" class="cui-symx""#))
        #expect(warnings.messages == [#"unknown system symbol "no.such""#])
    }

    @Test("Controls: switch, range, progress, button")
    func controls() {
        let html = renderHTML(VStack {
            Toggle("On", isOn: .constant(true))
            Slider(value: .constant(2), in: 0...10, step: 1) { Text("Level") }
            ProgressView(value: 0.5)
            Button("Go") {}
        }, options: quiet)
        #expect(html.contains(#"type="button" role="switch" aria-checked="true" aria-labelledby="cui-d1""#))
        #expect(html.contains(#"type="range" min="0" max="10" step="1" value="2""#))
        #expect(html.contains(#"<progress data-node="0.0.2" value="0.5" max="1" aria-label="Progress" class="cui-bar">"#))
        #expect(html.contains(#"<button data-node="0.0.3" type="button" class="cui-btn">"#))
    }

    @Test("Colour scheme: an explicit marker class; the palette follows prefers-color-scheme otherwise")
    func colorScheme() {
        #expect(renderHTML(Text("x").environment(\.colorScheme, .dark), options: quiet).contains("cui-dark"))
        #expect(Stylesheet.text.contains("@media (prefers-color-scheme:dark){.cui-root{"))
    }

    @Test("The document has doctype, lang, charset, viewport, title, stylesheet and no script")
    func document() {
        let html = renderHTMLDocument(Text("x"), options: HTMLDocumentOptions(title: "T<", language: "en-GB\"x", stylesheet: .link("/ui.css")))
        #expect(html.hasPrefix(#"<!DOCTYPE html><html lang="en-GBx"><head><meta charset="utf-8"><meta name="viewport""#))
        #expect(html.contains("<title>T&lt;</title>"))
        #expect(html.contains(#"<link rel="stylesheet" href="/ui.css">"#))
        #expect(!html.contains("<script"))
    }

    @Test("A document written into a writer is the same bytes as the document string, after what the writer held")
    func documentIntoWriter() {
        let view = VStack { Text("Fish & chips"); Image(systemName: "star.fill") }
        let options = HTMLDocumentOptions(title: "Menu", stylesheet: .link("/ui.css"))
        var writer = HTMLWriter(capacity: 8)
        writer.raw("<!-- before -->")
        renderHTMLDocument(view, into: &writer, options: options)
        #expect(writer.string == "<!-- before -->" + renderHTMLDocument(view, options: options))
    }

    @Test("A document told where the text-fitting script is served loads it, deferred")
    func documentWithFitTextScript() {
        let html = renderHTMLDocument(Text("x"), options: HTMLDocumentOptions(stylesheet: .link("/ui.css"), fitTextScript: "/fit.js"))
        #expect(html.contains(#"<script src="/fit.js" defer></script>"#))
        let hostile = renderHTMLDocument(Text("x"), options: HTMLDocumentOptions(fitTextScript: "javascript:alert(1)"))
        #expect(!hostile.contains("<script"))
        #expect(String(decoding: FitTextScript.bytes, as: UTF8.self).contains("document.fonts.ready"))
    }
}

/// Collects warnings from a rendering.
final class WarningLog: @unchecked Sendable {
    private(set) var messages: [String] = []
    func append(_ message: String) { messages.append(message) }
}
