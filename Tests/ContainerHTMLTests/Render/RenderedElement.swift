import Foundation

/// An element of rendered HTML that belongs to a node: its id, classes and style declarations.
struct RenderedElement {
    var id: String
    var classes: [String]
    var style: [String: String]

    /// The elements of the nodes in `html`, in order.
    static func all(in html: String) -> [RenderedElement] {
        let pattern = try! NSRegularExpression(pattern: #"<[a-z]+ data-node="([^"]+)"(?: [a-z-]+="[^"]*")*? class="([^"]*)"(?: style="([^"]*)")?"#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            func group(_ index: Int) -> String {
                Range(match.range(at: index), in: html).map { String(html[$0]) } ?? ""
            }
            var style: [String: String] = [:]
            for declaration in group(3).split(separator: ";") {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                style[String(declaration[..<colon])] = String(declaration[declaration.index(after: colon)...])
            }
            return RenderedElement(id: group(1), classes: group(2).split(separator: " ").map(String.init), style: style)
        }
    }
}
