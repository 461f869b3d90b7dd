import Foundation

/// A path followed in straight pieces, curves in 16 each: one polyline per subpath, with whether
/// the subpath was closed. `Path.contains(_:eoFill:)` and the boolean operations read paths so.
struct FlattenedPath {
    /// A subpath's points in order, and whether a `closeSubpath` ended it.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    var polylines: [Polyline] = []

    init(_ path: Path) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var isDrawing = false
        for element in path.elements {
            let pieces: [CGPoint]
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                isDrawing = false
                continue
            case .closeSubpath:
                if isDrawing { polylines[polylines.count - 1].isClosed = true }
                current = subpathStart
                isDrawing = false
                continue
            case .line(let point):
                pieces = [point]
            case .quadCurve(let point, let control):
                pieces = Self.flattened([current, control, point])
            case .curve(let point, let control1, let control2):
                pieces = Self.flattened([current, control1, control2, point])
            }
            if !isDrawing {
                // After a move, or after a close (where the closed subpath began).
                polylines.append(Polyline(points: [current], isClosed: false))
                isDrawing = true
            }
            polylines[polylines.count - 1].points += pieces
            current = pieces[pieces.count - 1]
        }
    }

    /// The points that end each of a curve's 16 straight pieces.
    private static func flattened(_ curve: [CGPoint]) -> [CGPoint] {
        (1...16).map { PathSegment.point(on: curve, at: CGFloat($0) / 16) }
    }

    /// The edges a fill paints within: every polyline closed, as a fill closes it.
    var fillEdges: [(CGPoint, CGPoint)] {
        var edges: [(CGPoint, CGPoint)] = []
        for polyline in polylines where polyline.points.count > 1 {
            let points = polyline.points
            for index in points.indices {
                let next = points[(index + 1) % points.count]
                if next != points[index] { edges.append((points[index], next)) }
            }
        }
        return edges
    }

    /// Whether a fill paints `point`: by the nonzero winding rule, or the even-odd rule.
    func contains(_ point: CGPoint, eoFill: Bool) -> Bool {
        var winding = 0, crossings = 0
        for polyline in polylines where polyline.points.count > 2 {
            let points = polyline.points
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                // A crossing of the horizontal line through the point, to its right.
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The bounds of every point.
    var bounds: CGRect {
        let points = polylines.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
