import ContainerUICore
import Foundation

/// The parts of a whole page around a rendered view.
public struct HTMLDocumentOptions: Sendable {
    /// Where the stylesheet comes from.
    public enum StylesheetSource: Sendable {
        /// An inline `<style>` element holding ``Stylesheet``.
        case inline
        /// A `<link rel="stylesheet">` to this URL (http, https or relative), where the server
        /// serves ``Stylesheet/bytes``.
        case link(String)
    }

    /// The document title.
    public var title: String
    /// The `lang` of `<html>`; anything but letters, digits and `-` is dropped.
    public var language: String
    /// The stylesheet.
    public var stylesheet: StylesheetSource
    /// How the view is rendered.
    public var render: HTMLRenderOptions
    /// Where the server serves ``FitTextScript/bytes``: the document then loads it (deferred), so
    /// wrapped text is as wide as its widest line, as SwiftUI draws it. `nil`: no script.
    public var fitTextScript: String?

    /// Document options; the defaults inline the stylesheet.
    public init(
        title: String = "ContainerUI", language: String = "en", stylesheet: StylesheetSource = .inline,
        render: HTMLRenderOptions = HTMLRenderOptions(), fitTextScript: String? = nil
    ) {
        self.title = title
        self.language = language
        self.stylesheet = stylesheet
        self.render = render
        self.fitTextScript = fitTextScript
    }
}

/// Renders `view` as a complete HTML document: doctype, `<html lang>`, charset, viewport, title,
/// stylesheet, and the view inside `<main>` after a visually hidden `<h1>` of the title. It holds
/// no script; it loads ``FitTextScript`` when the options say where it is served.
public func renderHTMLDocument(_ view: some View, options: HTMLDocumentOptions = HTMLDocumentOptions()) -> String {
    var writer = HTMLWriter()
    renderHTMLDocument(view, into: &writer, options: options)
    return writer.string
}

/// Appends the complete HTML document of `view` to `writer`, as ``renderHTMLDocument(_:options:)``
/// renders it, without making a `String`: a server sends the writer's bytes as they are.
public func renderHTMLDocument(_ view: some View, into writer: inout HTMLWriter, options: HTMLDocumentOptions = HTMLDocumentOptions()) {
    var environment = EnvironmentValues()
    environment.containerSize = options.render.containerSize
    renderHTMLDocument(resolve(view, environment: environment), into: &writer, options: options)
}

/// Appends a complete HTML document for a resolved tree to `writer`.
public func renderHTMLDocument(_ tree: ResolvedTree, into writer: inout HTMLWriter, options: HTMLDocumentOptions = HTMLDocumentOptions()) {
    writer.withOutput { output in
        output.raw("<!DOCTYPE html><html")
        output.attributeStart("lang")
        output.attributeText(String(String.UnicodeScalarView(options.language.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-") })))
        output.attributeEnd()
        output.raw("><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>")
        output.text(options.title)
        output.raw("</title>")
        switch options.stylesheet {
        case .inline:
            output.raw("<style>")
            output.raw(bytes: Stylesheet.bytes)
            output.raw("</style>")
        case .link(let url):
            output.raw("<link rel=\"stylesheet\"")
            output.attribute("href", SafeURL.href(url) ?? "")
            output.raw(">")
        }
        if let script = options.fitTextScript, let url = SafeURL.href(script) {
            output.raw("<script")
            output.attribute("src", url)
            output.raw(" defer></script>")
        }
        output.raw("<style>html,body{margin:0;height:100%}</style></head><body><main><h1 class=\"cui-sr\">")
        output.text(options.title)
        output.raw("</h1>")
        renderHTML(tree, into: &output, options: options.render)
        output.raw("</main></body></html>")
    }
}
