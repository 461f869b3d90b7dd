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
        #expect(Stylesheet.text.contains(".cui-bar:indeterminate{-webkit-appearance:none;appearance:none;border:0;border-radius:2px;background:var(--cui-off)}"))
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
}
