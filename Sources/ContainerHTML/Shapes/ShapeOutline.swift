import ContainerUICore
import Foundation

/// What a shape's SVG draws: a path in the 100×100 view box, or a `<rect>` as large as the SVG
/// for the CSS shapes whose strokes CSS cannot draw.
enum ShapeOutline {
    /// A path in the view box.
    case path(Path)
    /// A rectangle or rounded rectangle filling the SVG.
    case rect(CSSShape)
}

extension HTMLRenderer {
    /// SVG's default miter limit.
    private static let svgMiterLimit: CGFloat = 4

    /// Writes the outline's element; with a stroked `paint`, the stroke's properties where they
    /// differ from SVG's defaults, and the clip path of a border.
    mutating func writeOutline(_ outline: ShapeOutline, paint: ShapePaint? = nil, clipID: Int? = nil) {
        switch outline {
        case .path(let path):
            writer.raw("<path d=\"")
            writer.pathData(path)
            writer.raw("\"")
        case .rect(let css):
            writer.raw("<rect width=\"100%\" height=\"100%\"")
            if case .rounded(let size) = css {
                writer.attribute("rx", number: Double(max(size.width, 0)))
                writer.attribute("ry", number: Double(max(size.height, 0)))
            }
        }
        if let paint, paint.stroke != nil, let style = paint.strokeStyle {
            strokeAttributes(style, outline: outline)
        }
        if let clipID {
            writer.raw(" clip-path=\"url(#cui-d")
            writer.number(clipID)
            writer.raw(")\"")
        }
        switch outline {
        case .path: writer.raw("></path>")
        case .rect: writer.raw("></rect>")
        }
    }

    /// ` stroke-linecap`, ` stroke-linejoin`, ` stroke-miterlimit` and ` stroke-dashoffset`, each
    /// only where SVG's default would draw differently. The miter limit (SwiftUI's default is 10,
    /// SVG's 4) is written only when the outline has a corner whose miter lies between the two.
    private mutating func strokeAttributes(_ style: StrokeStyle, outline: ShapeOutline) {
        switch style.lineCap {
        case .butt: break
        case .round: writer.raw(" stroke-linecap=\"round\"")
        case .square: writer.raw(" stroke-linecap=\"square\"")
        }
        switch style.lineJoin {
        case .miter:
            let limit = max(style.miterLimit, 1)
            if limit != Self.svgMiterLimit && Self.hasCorner(outline, withMiterLongerThan: min(limit, Self.svgMiterLimit)) {
                writer.attribute("stroke-miterlimit", number: Double(limit))
            }
        case .round: writer.raw(" stroke-linejoin=\"round\"")
        case .bevel: writer.raw(" stroke-linejoin=\"bevel\"")
        }
        if !style.dash.isEmpty && style.dashPhase != 0 {
            writer.attribute("stroke-dashoffset", number: Double(style.dashPhase))
        }
    }

    /// Whether the outline has a corner whose miter is longer than `ratio` line widths; a
    /// rectangle's square corners have miters of √2.
    private static func hasCorner(_ outline: ShapeOutline, withMiterLongerThan ratio: CGFloat) -> Bool {
        switch outline {
        case .path(let path): path.hasCorner(withMiterLongerThan: ratio)
        case .rect(.rectangle): 2.squareRoot() > ratio
        case .rect(.rounded(let size)): (size.width <= 0 || size.height <= 0) && 2.squareRoot() > ratio
        case .rect(.capsule), .rect(.uneven): false
        }
    }
}
