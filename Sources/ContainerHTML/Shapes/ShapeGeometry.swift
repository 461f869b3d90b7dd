import ContainerUICore
import Foundation

/// How a shape's path is drawn in an SVG whose frame the renderer does not know.
///
/// The shape is asked for its path in a 100×100, a 200×100 and a 100×200 rect. If the wider and
/// taller paths are the square one stretched, the shape scales with its frame
/// (`preserveAspectRatio="none"`: rectangles, ellipses, custom shapes drawn from the rect's
/// corners). If they are the square one moved to the centre, the shape keeps its aspect ratio
/// (`xMidYMid meet`: circles and pies that use `min(width, height)`). Anything else is drawn as
/// it would be in a square and centred, the closest general answer. A path that is the same in
/// all three rects (a `Path` used as a shape, a shape ignoring its rect) is fixed: drawn in CSS
/// pixels from the frame's top-left corner, unscaled, as SwiftUI draws it. Strokes use
/// `vector-effect: non-scaling-stroke`, so line widths stay in points however the path scales.
///
/// A trimmed shape scales as its untrimmed shape does, with that shape's square path trimmed:
/// exact for shapes that keep their aspect (a circle's progress ring) and in square frames; in a
/// stretched frame the cut falls at the fraction of the square path's length, not of the
/// stretched one's.
struct ShapeGeometry {
    /// The path in the 100×100 reference rect.
    var path: Path
    /// Whether the path stretches with the frame.
    var stretches: Bool
    /// Whether the path does not change with the frame: drawn at its own coordinates, in pixels.
    var isFixed: Bool

    /// The side of the reference square.
    static let side: CGFloat = 100

    init(_ shape: AnyShape) {
        if let trimmed = shape.trimmedParts {
            let untrimmed = ShapeGeometry(trimmed.untrimmed)
            path = untrimmed.path.trimmedPath(from: trimmed.startFraction, to: trimmed.endFraction)
            stretches = untrimmed.stretches
            isFixed = untrimmed.isFixed
            return
        }
        let side = Self.side
        let square = shape.path(in: CGRect(x: 0, y: 0, width: side, height: side))
        let wide = shape.path(in: CGRect(x: 0, y: 0, width: side * 2, height: side))
        let tall = shape.path(in: CGRect(x: 0, y: 0, width: side, height: side * 2))
        path = square
        stretches = Self.matches(wide, square) { CGPoint(x: $0.x * 2, y: $0.y) }
            && Self.matches(tall, square) { CGPoint(x: $0.x, y: $0.y * 2) }
        isFixed = !square.isEmpty && !stretches && Self.matches(wide, square) { $0 } && Self.matches(tall, square) { $0 }
    }

    private static func matches(_ path: Path, _ reference: Path, _ transform: (CGPoint) -> CGPoint) -> Bool {
        guard path.elements.count == reference.elements.count else { return false }
        for (element, expected) in zip(path.elements, reference.elements) {
            switch (element, expected) {
            case (.move(let a), .move(let b)), (.line(let a), .line(let b)):
                guard close(a, transform(b)) else { return false }
            case (.quadCurve(let a, let c), .quadCurve(let b, let d)):
                guard close(a, transform(b)), close(c, transform(d)) else { return false }
            case (.curve(let a, let c1, let c2), .curve(let b, let d1, let d2)):
                guard close(a, transform(b)), close(c1, transform(d1)), close(c2, transform(d2)) else { return false }
            case (.closeSubpath, .closeSubpath):
                continue
            default:
                return false
            }
        }
        return true
    }

    private static func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
    }
}

extension HTMLOutput {
    /// Appends a path as SVG path data, numbers rounded to three decimals.
    mutating func pathData(_ path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p): raw("M"); point(p)
            case .line(let p): raw("L"); point(p)
            case .quadCurve(let p, let c): raw("Q"); point(c); raw(" "); point(p)
            case .curve(let p, let c1, let c2): raw("C"); point(c1); raw(" "); point(c2); raw(" "); point(p)
            case .closeSubpath: raw("Z")
            }
        }
    }

    private mutating func point(_ p: CGPoint) {
        number(Double(p.x))
        raw(" ")
        number(Double(p.y))
    }
}
