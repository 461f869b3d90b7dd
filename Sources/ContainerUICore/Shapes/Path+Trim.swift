import Foundation

extension Path {
    /// The part of the path between two fractions of its length, measured from its start along
    /// its lines, curves and closing lines (moves between subpaths add nothing).
    ///
    /// Both fractions are clamped to 0...1; when `from` is not below `to` the result is empty.
    /// Curves are cut where the fraction falls, not approximated by lines, and a subpath the range
    /// keeps whole stays closed, so a trimmed path strokes, dashes and fills as the partial outline.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isNaN ? 0 : min(max(from, 0), 1), end = to.isNaN ? 0 : min(max(to, 0), 1)
        if start == 0 && end == 1 { return self }
        guard start < end else { return Path() }
        let segments = self.segments
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let lower = start * total, upper = end * total
        var result = Path()
        var offset: CGFloat = 0
        var keptWhole = false
        var needsMove = true
        for segment in segments {
            let segmentStart = offset
            offset += segment.length
            if segment.startsSubpath {
                needsMove = true
                keptWhole = segmentStart >= lower
            }
            guard segmentStart < upper, offset > lower else { continue }
            let t0 = segmentStart >= lower ? 0 : segment.parameter(atDistance: lower - segmentStart)
            let t1 = offset <= upper ? 1 : segment.parameter(atDistance: upper - segmentStart)
            let piece = segment.part(from: t0, to: t1)
            if needsMove {
                result.move(to: piece.points[0])
                needsMove = false
            }
            if t1 < 1 { keptWhole = false }
            if segment.closesSubpath && keptWhole {
                result.closeSubpath()
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// The length of the path's lines, curves and closing lines.
    package var length: CGFloat {
        segments.reduce(0) { $0 + $1.length }
    }

    /// The drawn segments in order, a closing line as a line back to the subpath's start.
    var segments: [PathSegment] {
        var segments: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var startsSubpath = true
        func add(_ points: [CGPoint], closes: Bool = false) {
            segments.append(PathSegment(points: [current] + points, startsSubpath: startsSubpath, closesSubpath: closes))
            startsSubpath = false
            current = points[points.count - 1]
        }
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
                startsSubpath = true
            case .line(let point): add([point])
            case .quadCurve(let point, let control): add([control, point])
            case .curve(let point, let control1, let control2): add([control1, control2, point])
            case .closeSubpath:
                add([subpathStart], closes: true)
                startsSubpath = true
            }
        }
        return segments
    }

    /// Appends `segment` from the current point as a line or a curve.
    private mutating func append(_ segment: PathSegment) {
        let p = segment.points
        switch p.count {
        case 2: addLine(to: p[1])
        case 3: addQuadCurve(to: p[2], control: p[1])
        default: addCurve(to: p[3], control1: p[1], control2: p[2])
        }
    }
}

/// A line (2 points) or a quadratic (3) or cubic (4) Bézier curve, with its length.
struct PathSegment {
    /// The start point, the control points and the end point.
    let points: [CGPoint]
    /// Whether a subpath begins with this segment.
    let startsSubpath: Bool
    /// Whether this is the line a `closeSubpath` draws.
    let closesSubpath: Bool
    /// The distance along the segment at each of ``steps`` equal steps of its parameter.
    private let distances: [CGFloat]

    /// How many straight pieces a curve is measured in: a quarter circle of radius 100 comes
    /// out within 0.001 of its length.
    private static let steps = 64

    init(points: [CGPoint], startsSubpath: Bool, closesSubpath: Bool) {
        self.points = points
        self.startsSubpath = startsSubpath
        self.closesSubpath = closesSubpath
        if points.count == 2 {
            distances = [0, hypot(points[1].x - points[0].x, points[1].y - points[0].y)]
        } else {
            var distances: [CGFloat] = [0]
            distances.reserveCapacity(Self.steps + 1)
            var previous = points[0]
            for step in 1...Self.steps {
                let point = Self.point(on: points, at: CGFloat(step) / CGFloat(Self.steps))
                distances.append(distances[distances.count - 1] + hypot(point.x - previous.x, point.y - previous.y))
                previous = point
            }
            self.distances = distances
        }
    }

    /// The segment's length.
    var length: CGFloat { distances[distances.count - 1] }

    /// The parameter, 0 to 1, at `distance` along the segment.
    func parameter(atDistance distance: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        let pieces = distances.count - 1
        var low = 0, high = pieces
        while high - low > 1 {
            let middle = (low + high) / 2
            if distances[middle] <= distance { low = middle } else { high = middle }
        }
        let span = distances[high] - distances[low]
        let within = span > 0 ? (distance - distances[low]) / span : 0
        return min(max((CGFloat(low) + within) / CGFloat(pieces), 0), 1)
    }

    /// The part between parameters `t0` and `t1`, as the same kind of segment.
    func part(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if t0 == 0 && t1 == 1 { return self }
        let head = Self.split(points, at: t1).head
        let tail = t1 > 0 ? Self.split(head, at: t0 / t1).tail : head.map { _ in head[0] }
        return PathSegment(points: tail, startsSubpath: startsSubpath, closesSubpath: false)
    }

    /// The point at parameter `t` of the quadratic or cubic Bézier curve through `points`, in
    /// Bernstein form (no intermediate arrays: a stroked circle is measured in 256 points).
    static func point(on points: [CGPoint], at t: CGFloat) -> CGPoint {
        let u = 1 - t
        if points.count == 3 {
            let (a, b, c) = (u * u, 2 * u * t, t * t)
            return CGPoint(x: a * points[0].x + b * points[1].x + c * points[2].x,
                           y: a * points[0].y + b * points[1].y + c * points[2].y)
        }
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
                       y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
    }

    /// The curve through `points` cut at `t` into two of the same degree (de Casteljau).
    private static func split(_ points: [CGPoint], at t: CGFloat) -> (head: [CGPoint], tail: [CGPoint]) {
        var head = [points[0]], tail = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = (1..<level.count).map { lerp(level[$0 - 1], level[$0], t) }
            head.append(level[0])
            tail.insert(level[level.count - 1], at: 0)
        }
        return (head, tail)
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
