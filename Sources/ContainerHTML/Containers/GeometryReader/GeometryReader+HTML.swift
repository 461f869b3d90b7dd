import ContainerLayout
import ContainerUICore
import Foundation

/// `GeometryReader`: its content at the top-leading corner of all the space offered, resolved
/// for the reader's own size as SwiftUI resolves it, which only layout knows.
///
/// The page layouts give the reader's size at three window widths. When it is the size the
/// content was resolved for at all three, the content is written as it is. Otherwise it is
/// resolved again for the size at the render's width; when the reader is `a·window + b` wide and
/// as tall at every width, it is also resolved and written for sizes across window widths
/// (``WindowPieces/windows``), and if those writings differ only in the pixel lengths of their
/// `style` attributes (``StyleLengths``), each length is fitted with ``WindowPieces`` and written
/// as a `calc()` of `100vw`, so that a bar as wide as a fraction of its reader follows the
/// window. Content whose markup changes otherwise with the size (a text showing it, a view only
/// shown above some width, a path drawn from it) is written for the render's width.
extension HTMLRenderer {
    /// The most renderings of one reader's content while fitting it.
    static let geometryReaderSampleLimit = 400

    /// How far a written length may be from a line and still be on it: lengths are written to
    /// three decimals, so a line through two of them misses a third by up to a thousandth.
    static let writtenLengthTolerance = 0.0015

    mutating func renderGeometryReader(_ reader: ResolvedGeometryReader, node: ResolvedNode, placement: ItemPlacement?, flexibility: Flexibility) {
        let tag = boxTag
        startNodeElement(tag, node)
        writer.addClass("cui-g")
        writer.addClass("cui-z")
        writer.addClass("cui-geo")
        applyPlacement(placement, node: node, flexibility: flexibility)
        writer.endStartTag()
        renderReaderContent(reader, node: node)
        writer.endElement(tag)
    }

    /// Writes the reader's content as the type's comment says.
    private mutating func renderReaderContent(_ reader: ResolvedGeometryReader, node: ResolvedNode) {
        let sizes = pageLayouts(0..<3).compactMap { layout in
            layout.notes.geometryReaderSizes[node.id].map { (window: Double(layout.window), size: $0) }
        }
        guard let first = sizes.first, sizes.contains(where: { $0.size != reader.proxySize }) else {
            return renderChildren(of: node, placement: .plain)
        }
        let start = writer.count
        let definitions = nextDefinitionID
        renderContent(of: node, size: first.size)
        let widths = sizes.map { (window: $0.window, length: Double($0.size.width)) }
        guard sizes.allSatisfy({ $0.size.height == first.size.height }),
              let width = WindowLength.line(through: widths, minimumCount: 3), width.slope != 0 else { return }
        let written = writer.takeBytes(after: start)
        let definitionsAfter = nextDefinitionID
        let reference = StyleLengths(written)
        let fitted = WindowPieces(sampleLimit: Self.geometryReaderSampleLimit, tolerance: Self.writtenLengthTolerance) { window in
            nextDefinitionID = definitions
            let size = CGSize(width: max(0, width.slope * Double(window) + width.intercept), height: first.size.height)
            renderContent(of: node, size: size)
            let sample = StyleLengths(writer.takeBytes(after: start))
            return sample.hasTemplate(of: reference) ? sample.lengths : nil
        }
        nextDefinitionID = definitionsAfter
        guard let fitted else { return writer.raw(bytes: written) }
        writer.raw(bytes: reference.markup { index, markup in
            guard fitted.pieces.contains(where: { $0.slopes[index] != 0 }) || fitted.pieces.count > 1 else {
                return markup += reference.written[index]
            }
            var calc = HTMLOutput(capacity: 256)
            fitted.writeCalc(index, into: &calc)
            markup += calc.style.array
        })
    }

    /// Writes the reader's content resolved for `size`.
    private mutating func renderContent(of node: ResolvedNode, size: CGSize) {
        var resized = node
        _ = resized.resizeGeometryReaders([node.id: size])
        renderChildren(of: resized, placement: .plain)
    }
}
