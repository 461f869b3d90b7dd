import Foundation

extension Path {
    /// Whether a corner of the path is sharp enough that its miter is longer than `ratio` times
    /// the line width (`1 / sin(θ / 2)` at a corner of angle θ): where two miter limits on
    /// either side of that ratio draw the path differently. Smooth joins, like a circle's, and
    /// the ends of open subpaths are no corners.
    package func hasCorner(withMiterLongerThan ratio: CGFloat) -> Bool {
        var subpath: [PathSegment] = []
        var closed = false
        for segment in segments {
            if segment.startsSubpath {
                if Self.hasCorner(subpath, closed: closed, ratio: ratio) { return true }
                subpath = []
                closed = false
            }
            if segment.closesSubpath { closed = true }
            if segment.length > 0 { subpath.append(segment) }
        }
        return Self.hasCorner(subpath, closed: closed, ratio: ratio)
    }

    private static func hasCorner(_ subpath: [PathSegment], closed: Bool, ratio: CGFloat) -> Bool {
        var joins = zip(subpath.dropLast(), subpath.dropFirst()).map { ($0.endDirection, $1.startDirection) }
        if closed, subpath.count > 1, let first = subpath.first, let last = subpath.last {
            joins.append((last.endDirection, first.startDirection))
        }
        return joins.contains { miterRatio($0.0, $0.1) > ratio }
    }

    /// The miter's length over the line width where a path turning from `incoming` to
    /// `outgoing` is joined: 1 for no turn, growing without bound towards a full reversal.
    private static func miterRatio(_ incoming: CGPoint, _ outgoing: CGPoint) -> CGFloat {
        let lengths = hypot(incoming.x, incoming.y) * hypot(outgoing.x, outgoing.y)
        guard lengths > 0 else { return 1 }
        let cosine = max(-1, min(1, (incoming.x * outgoing.x + incoming.y * outgoing.y) / lengths))
        let halfCorner = (CGFloat.pi - acos(cosine)) / 2
        return halfCorner < 1e-9 ? .infinity : 1 / sin(halfCorner)
    }
}

extension PathSegment {
    /// The direction the segment leaves its start point in.
    var startDirection: CGPoint {
        let start = points[0]
        let next = points.dropFirst().first { $0 != start } ?? start
        return CGPoint(x: next.x - start.x, y: next.y - start.y)
    }

    /// The direction the segment arrives at its end point in.
    var endDirection: CGPoint {
        let end = points[points.count - 1]
        let previous = points.dropLast().last { $0 != end } ?? end
        return CGPoint(x: end.x - previous.x, y: end.y - previous.y)
    }
}
