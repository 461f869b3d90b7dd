import Foundation

extension Path {
    /// Whether filling the path would paint `point`: by the nonzero winding rule, or by the
    /// even-odd rule with `eoFill`. Every subpath counts as closed, as a fill closes it; curves
    /// are followed in short straight pieces.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
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

    /// Each subpath as the points of a closed polygon, curves followed in 16 pieces each.
    private var polygons: [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        for segment in segments {
            if segment.startsSubpath, !current.isEmpty {
                polygons.append(current)
                current = []
            }
            if current.isEmpty { current.append(segment.points[0]) }
            if segment.points.count == 2 {
                current.append(segment.points[1])
            } else {
                for step in 1...16 { current.append(PathSegment.point(on: segment.points, at: CGFloat(step) / 16)) }
            }
        }
        if !current.isEmpty { polygons.append(current) }
        return polygons.filter { $0.count > 2 }
    }
}
