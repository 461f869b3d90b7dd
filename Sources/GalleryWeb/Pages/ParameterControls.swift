import ContainerUI
import Gallery

/// The parameter form of a container page: a plain GET form to the page itself, one control
/// per parameter with its range or choices; the script applies it in place as it changes.
struct ParameterControls {
    let request: ExampleRequest
    let viewport: String

    func render(into html: inout HTMLWriter) {
        let example = request.example
        html.startElement("form")
        html.addClass("g-controls")
        html.attribute("method", static: "get")
        html.attribute("action", "/containers/\(example.id)")
        html.attribute("data-controls", example.id)
        html.endStartTag()
        html.raw("<h2>Parameters</h2>")
        if example.parameters.isEmpty { html.raw("<p>This example has no parameters.</p>") }
        for parameter in example.parameters { control(parameter, into: &html) }
        html.raw("<input type=\"hidden\" name=\"viewport\"")
        html.attribute("value", viewport)
        html.raw("><div class=\"g-actions\"><button type=\"submit\">Apply</button>")
        html.startElement("a")
        html.attribute("href", "/containers/\(example.id)")
        html.endStartTag()
        html.raw("Reset</a></div></form>")
    }

    private func control(_ parameter: GalleryParameter, into html: inout HTMLWriter) {
        let id = "p-" + parameter.name
        let value = request.arguments[parameter.name]
        html.raw("<div class=\"g-field\"><label")
        html.attribute("for", id)
        html.raw(">")
        html.text(parameter.label)
        html.raw("</label>")
        switch parameter.kind {
        case .integer(let min, let max):
            number(id: id, parameter: parameter, value: value, min: String(min), max: String(max), step: "1", into: &html)
        case .number(let min, let max):
            number(id: id, parameter: parameter, value: value, min: String(min), max: String(max), step: "any", into: &html)
        case .boolean:
            select(id: id, parameter: parameter, value: value, choices: ["true", "false"], into: &html)
        case .choice(let choices):
            select(id: id, parameter: parameter, value: value, choices: choices, into: &html)
        }
        html.raw("</div>")
    }

    private func number(id: String, parameter: GalleryParameter, value: String, min: String, max: String, step: String, into html: inout HTMLWriter) {
        html.raw("<span class=\"g-range\"><input type=\"range\"")
        attributes(id: id, parameter: parameter, into: &html)
        html.attribute("min", min)
        html.attribute("max", max)
        html.attribute("step", step)
        html.attribute("value", value)
        html.raw("><output")
        html.attribute("for", id)
        html.attribute("data-output", parameter.name)
        html.raw(">")
        html.text(value)
        html.raw("</output></span><small>")
        html.text("\(min) to \(max), default \(parameter.defaultValue)")
        html.raw("</small>")
    }

    private func select(id: String, parameter: GalleryParameter, value: String, choices: [String], into html: inout HTMLWriter) {
        html.raw("<select")
        attributes(id: id, parameter: parameter, into: &html)
        html.raw(">")
        for choice in choices {
            html.raw("<option")
            html.attribute("value", choice)
            if choice == value { html.attribute("selected") }
            html.raw(">")
            html.text(choice)
            html.raw("</option>")
        }
        html.raw("</select>")
    }

    private func attributes(id: String, parameter: GalleryParameter, into html: inout HTMLWriter) {
        html.attribute("id", id)
        html.attribute("name", parameter.name)
        html.attribute("data-default", parameter.defaultValue)
    }
}
