import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// The built-in progress view styles in the page and in the JSON: a bar is a `<progress>`, empty
/// when the value is not known; a spinner is a `progressbar` span, whatever the value.
@Suite struct ProgressStyleHTMLTests {
    let quiet = HTMLRenderOptions(onWarning: { _ in })

    @Test func aLinearProgressViewWithoutAValueIsAnEmptyBar() {
        let html = renderHTML(ProgressView("Waiting").progressViewStyle(.linear), options: quiet)
        #expect(html.contains(#"<progress data-node="0.0" max="1" aria-label="Waiting" class="cui-bar"></progress>"#), "\(html)")
        #expect(!html.contains("cui-spinner"))
        #expect(Stylesheet.text.contains(".cui-bar:indeterminate::-moz-progress-bar{background:none}"))
    }

    @Test func aCircularProgressViewIsASpinnerEvenWithAValue() {
        let html = renderHTML(ProgressView(value: 0.4).progressViewStyle(.circular), options: quiet)
        #expect(html.contains(#"role="progressbar" aria-label="Progress" class="cui-spinner""#), "\(html)")
        #expect(!html.contains("<progress"))
    }

    @Test func theJSONRecordsTheStyle() {
        #expect(renderJSON(ProgressView(value: 0.4)).contains(#""value":0.4,"total":1,"style":"linear""#))
        #expect(renderJSON(ProgressView()).contains(#""value":null,"total":1,"style":"circular""#))
        #expect(renderJSON(ProgressView(value: 0.4).progressViewStyle(.circular)).contains(#""style":"circular""#))
    }

    @Test func aColumnsFormIsAGridOfLabelledRows() {
        let html = renderHTML(Form { LabeledContent("Name", value: "Ada"); LabeledContent("Email", value: "ada@example.com") }.formStyle(.columns), options: quiet)
        #expect(html.contains("cui-grid") && html.components(separatedBy: "cui-gr").count - 1 >= 2, "\(html)")
        #expect(!html.contains("cui-list"))
    }

    @Test func aSpinnersLabelIsBelowItCentredInTheSecondaryStyle() throws {
        let html = renderHTML(ProgressView("Loading"), options: quiet)
        let spinner = try #require(html.range(of: "cui-spinner"))
        let label = try #require(html.range(of: "Loading</span>"))
        #expect(spinner.lowerBound < label.lowerBound, "\(html)")
        #expect(html.contains("cui-progress cui-pcirc"), "\(html)")
        #expect(html.contains("var(--cui-tlabel2)"), "the label in the secondary text colour: \(html)")
        #expect(Stylesheet.text.contains(".cui-pcirc{align-items:center;gap:8px}.cui-pcirc>.cui-tl{align-items:center}"))
        let bar = renderHTML(ProgressView("Copying", value: 0.5), options: quiet)
        let barLabel = try #require(bar.range(of: "Copying</span>")), progress = try #require(bar.range(of: "<progress"))
        #expect(barLabel.lowerBound < progress.lowerBound && !bar.contains("cui-pcirc") && !bar.contains("--cui-tlabel2"), "a bar keeps its label above: \(bar)")
    }

    @Test func anUntintedBarIsDrawnByTheStylesheetInTheAccentColour() {
        // Chromium's own bar shows no fill for the accent colour in the dark appearance, so every
        // bar is drawn as a tinted one is, the accent colour standing in for the tint.
        let css = Stylesheet.text
        #expect(css.contains(".cui-bar{display:block;width:100%;height:4px;-webkit-appearance:none;appearance:none;border:0;border-radius:2px;overflow:hidden;background:var(--cui-off);--cui-tint:var(--cui-c-accent)}"))
        #expect(css.contains(".cui-bar::-webkit-progress-value{background:var(--cui-tint)}"))
        #expect(!css.contains(".cui-bar.cui-tint"), "a tint only changes --cui-tint")
        let html = renderHTML(ProgressView(value: 0.5), options: quiet)
        #expect(html.contains(#"class="cui-bar""#) && !html.contains("--cui-tint"), "\(html)")
    }

    @Test func nestedGroupBoxesAreFilledOneBackgroundLevelUpInBothAppearances() {
        let html = renderHTML(GroupBox("Outer") { GroupBox("Inner") { Text("x") } }, options: quiet)
        let outer = html.range(of: "var(--cui-c-background2)"), inner = html.range(of: "var(--cui-c-background3)")
        #expect(outer != nil && inner != nil && outer!.lowerBound < inner!.lowerBound, "\(html)")
        let form = renderHTML(Form { GroupBox("Box") { Text("x") } }, options: quiet)
        #expect(form.contains("var(--cui-c-grouped3)"), "\(form)")
        let css = Stylesheet.text
        #expect(css.contains("--cui-c-background2:rgb(242 242 247 / 1)") && css.contains("--cui-c-background2:rgb(28 28 30 / 1)"))
        #expect(css.contains("--cui-c-grouped3:rgb(242 242 247 / 1)") && css.contains("--cui-c-grouped3:rgb(44 44 46 / 1)"))
        #expect(css.contains("--cui-c-background3:var(--cui-bg3-e)") && css.contains("--cui-bg3-e:rgb(58 58 60)"), "raised on presented content in the dark")
    }
}
