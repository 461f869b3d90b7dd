import ContainerHTML
import ContainerUI
import Foundation
import Testing

/// Redacted views and symbol variants in HTML.
@Suite("Redaction and symbol variants in HTML")
struct RedactionMappingTests {
    @Test("A redacted text and symbol carry the bar class; others do not")
    func redactedClass() {
        let html = renderHTML(HStack { Image(systemName: "star"); Text("Loading") }.redacted(reason: .placeholder))
        #expect(html.components(separatedBy: "cui-redact").count == 3)
        #expect(!renderHTML(Text("Shown")).contains("cui-redact"))
        #expect(Stylesheet.text.contains(".cui-r.cui-redact"))
    }

    @Test("A variant the icon set has is drawn; for one it lacks, the nearest it has down to the plain symbol, without a warning")
    func variantFallback() {
        let warnings = WarningLog()
        let options = HTMLRenderOptions(onWarning: { warnings.append($0.message) })
        let filled = renderHTML(Image(systemName: "star").symbolVariant(.fill), options: options)
        let plainFill = renderHTML(Image(systemName: "star.fill"), options: options)
        let drawing = { (html: String) in html.components(separatedBy: "<path").dropFirst().joined() }
        #expect(!drawing(filled).isEmpty && drawing(filled) == drawing(plainFill))
        #expect(drawing(filled) != drawing(renderHTML(Image(systemName: "star"), options: options)))
        let missing = renderHTML(Image(systemName: "star").symbolVariant(.square), options: options)
        #expect(missing.contains("<svg") && !missing.contains("cui-symx"))
        let partly = renderHTML(Image(systemName: "person").symbolVariant(.circle.fill), options: options)
        #expect(drawing(partly) == drawing(renderHTML(Image(systemName: "person.circle"), options: options)))
        #expect(warnings.messages.isEmpty)
    }
}
