import Foundation

/// The boolean operations of two paths, on the paths followed in straight pieces
/// (``FlattenedPath``).
///
/// Every edge of both fills (or, for the line operations, every edge of the first path's lines)
/// is split where it meets another edge: where they cross, where an end of one lies on the
/// other, and at the ends of a stretch two edges share. Each piece then lies wholly inside or
/// outside each fill, or along its boundary, so it is classified by the two points a hair to
/// either side of its middle: a piece is an edge of a region when the region is on one side of
/// it and not the other, and it is kept oriented with the region on its left. A piece two
/// boundaries share is kept once. The kept pieces meet end to end, and are joined into closed
/// subpaths (or, for lines, into runs of consecutive pieces), straight runs merged into one line.
struct PathClipper {
    /// Which points of the plane the result covers, from whether each path's fill covers them.
    enum Operation {
        case union, intersection, subtraction, symmetricDifference

        /// Whether the result covers a point that the first fill does or does not cover, and the
        /// second.
        func covers(_ first: Bool, _ second: Bool) -> Bool {
            switch self {
            case .union: first || second
            case .intersection: first && second
            case .subtraction: first && !second
            case .symmetricDifference: first != second
            }
        }
    }

    private let first: FlattenedPath
    private let second: FlattenedPath
    private let eoFill: Bool
    /// How far two points may be apart and still be one vertex.
    private let tolerance: CGFloat
    /// How far to either side of a piece its sides are sampled: far above the tolerance, far
    /// below any feature a drawing has.
    private let offset: CGFloat
    /// The vertices, and the grid cells that find them.
    private var vertices: [CGPoint] = []
    private var cells: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        let x: Int, y: Int
    }

    init(_ first: Path, _ second: Path, eoFill: Bool) {
        self.first = FlattenedPath(first)
        self.second = FlattenedPath(second)
        self.eoFill = eoFill
        let bounds = self.first.bounds.union(self.second.bounds)
        let scale = bounds.isNull ? 1 : max(bounds.width, bounds.height, abs(bounds.minX), abs(bounds.minY), 1)
        tolerance = scale * 1e-9
        offset = scale * 1e-6
    }

    /// The outline of the region `operation` makes of the two fills.
    mutating func region(_ operation: Operation) -> Path {
        let edges = first.fillEdges + second.fillEdges
        var kept: [(from: Int, to: Int)] = []
        var seen = Set<[Int]>()
        for piece in Self.split(edges, against: edges) {
            let (a, b) = piece
            guard let normal = Self.normal(a, b) else { continue }
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let left = covers(operation, middle, normal, 1), right = covers(operation, middle, normal, -1)
            guard left != right else { continue }
            let (from, to) = (vertex(a), vertex(b))
            guard from != to else { continue }
            let edge = left ? (from: from, to: to) : (from: to, to: from)
            if seen.insert([edge.from, edge.to]).inserted { kept.append(edge) }
        }
        var path = Path()
        for ring in rings(kept) {
            let points = Self.merged(ring.map { vertices[$0] }, isClosed: true)
            guard points.count > 2 else { continue }
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
            path.closeSubpath()
        }
        return path
    }

    /// The first path's lines where they are inside the second's fill (its edge counts as
    /// inside), or outside it.
    mutating func lines(inside: Bool) -> Path {
        let boundary = second.fillEdges
        var path = Path()
        for polyline in first.polylines where polyline.points.count > 1 {
            let points = polyline.points
            let count = polyline.isClosed ? points.count : points.count - 1
            let edges = (0..<count).map { (points[$0], points[($0 + 1) % points.count]) }
            let pieces = Self.split(edges, against: boundary).filter { $0.0 != $0.1 }
            guard !pieces.isEmpty else { continue }
            let keeps = pieces.map { piece in
                guard let normal = Self.normal(piece.0, piece.1) else { return false }
                let middle = CGPoint(x: (piece.0.x + piece.1.x) / 2, y: (piece.0.y + piece.1.y) / 2)
                return (side(of: second, middle, normal, 1) || side(of: second, middle, normal, -1)) == inside
            }
            guard let firstDropped = keeps.firstIndex(of: false) else {
                // Every piece is kept: the line as it was, closed if it was.
                let points = Self.merged(pieces.map(\.0) + (polyline.isClosed ? [] : [pieces[pieces.count - 1].1]), isClosed: polyline.isClosed)
                path.move(to: points[0])
                for point in points.dropFirst() { path.addLine(to: point) }
                if polyline.isClosed { path.closeSubpath() }
                continue
            }
            // A closed line is followed from just after a dropped piece, so that a run across its
            // start is one run.
            let start = polyline.isClosed ? firstDropped + 1 : 0
            var run: [CGPoint] = []
            for step in 0..<pieces.count {
                let index = (start + step) % pieces.count
                if keeps[index] {
                    if run.isEmpty { run.append(pieces[index].0) }
                    run.append(pieces[index].1)
                }
                if !keeps[index] || step == pieces.count - 1, run.count > 1 {
                    let points = Self.merged(run, isClosed: false)
                    path.move(to: points[0])
                    for point in points.dropFirst() { path.addLine(to: point) }
                    run = []
                }
            }
        }
        return path
    }

    /// Whether the result covers the point a hair to one side of `middle`.
    private func covers(_ operation: Operation, _ middle: CGPoint, _ normal: CGVector, _ sign: CGFloat) -> Bool {
        operation.covers(side(of: first, middle, normal, sign), side(of: second, middle, normal, sign))
    }

    /// Whether `path`'s fill covers the point a hair to one side of `middle`.
    private func side(of path: FlattenedPath, _ middle: CGPoint, _ normal: CGVector, _ sign: CGFloat) -> Bool {
        path.contains(CGPoint(x: middle.x + sign * offset * normal.dx, y: middle.y + sign * offset * normal.dy), eoFill: eoFill)
    }

    /// The unit vector a quarter turn from the direction `a` to `b`; `nil` for no direction.
    private static func normal(_ a: CGPoint, _ b: CGPoint) -> CGVector? {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0 else { return nil }
        return CGVector(dx: -(b.y - a.y) / length, dy: (b.x - a.x) / length)
    }

    /// `edges` cut wherever one of `others` crosses or touches them, in order along each edge.
    private static func split(_ edges: [(CGPoint, CGPoint)], against others: [(CGPoint, CGPoint)]) -> [(CGPoint, CGPoint)] {
        var pieces: [(CGPoint, CGPoint)] = []
        for (a, b) in edges {
            var cuts: [CGFloat] = []
            for (c, d) in others { cuts += parameters(a, b, meeting: c, d) }
            cuts.sort()
            var previous = a
            for t in cuts where t > 1e-12 && t < 1 - 1e-12 {
                let point = CGPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
                if point != previous { pieces.append((previous, point)) }
                previous = point
            }
            pieces.append((previous, b))
        }
        return pieces
    }

    /// Where, as fractions of `a`–`b`, the edge `c`–`d` meets it: the crossing point, or the
    /// ends of the other edge that lie on it.
    private static func parameters(_ a: CGPoint, _ b: CGPoint, meeting c: CGPoint, _ d: CGPoint) -> [CGFloat] {
        let r = CGVector(dx: b.x - a.x, dy: b.y - a.y), s = CGVector(dx: d.x - c.x, dy: d.y - c.y)
        let rr = r.dx * r.dx + r.dy * r.dy, ss = s.dx * s.dx + s.dy * s.dy
        guard rr > 0, ss > 0 else { return [] }
        let denominator = r.dx * s.dy - r.dy * s.dx
        let ac = CGVector(dx: c.x - a.x, dy: c.y - a.y)
        let epsilon: CGFloat = 1e-12
        if abs(denominator) > epsilon * sqrt(rr * ss) {
            let t = (ac.dx * s.dy - ac.dy * s.dx) / denominator
            let u = (ac.dx * r.dy - ac.dy * r.dx) / denominator
            return t >= -epsilon && t <= 1 + epsilon && u >= -epsilon && u <= 1 + epsilon ? [min(max(t, 0), 1)] : []
        }
        // Parallel: only edges on one line meet, at the ends of each that lie on the other.
        guard abs(ac.dx * r.dy - ac.dy * r.dx) <= 1e-9 * rr else { return [] }
        return [c, d].map { ($0.x - a.x) * r.dx / rr + ($0.y - a.y) * r.dy / rr }.filter { $0 > 0 && $0 < 1 }
    }

    /// The index of the vertex at `point`, a new one unless one lies within the tolerance.
    private mutating func vertex(_ point: CGPoint) -> Int {
        let cell = Cell(x: Int((point.x / (tolerance * 4)).rounded(.down)), y: Int((point.y / (tolerance * 4)).rounded(.down)))
        for dx in -1...1 {
            for dy in -1...1 {
                for index in cells[Cell(x: cell.x + dx, y: cell.y + dy)] ?? []
                where abs(vertices[index].x - point.x) <= tolerance && abs(vertices[index].y - point.y) <= tolerance {
                    return index
                }
            }
        }
        vertices.append(point)
        cells[cell, default: []].append(vertices.count - 1)
        return vertices.count - 1
    }

    /// The kept edges joined end to end into closed rings of vertices. Every vertex has as many
    /// edges leaving it as arriving, since the pieces bound regions, so each walk returns to its
    /// start.
    private func rings(_ edges: [(from: Int, to: Int)]) -> [[Int]] {
        var leaving: [Int: [Int]] = [:]
        for index in edges.indices { leaving[edges[index].from, default: []].append(index) }
        var used = [Bool](repeating: false, count: edges.count)
        var rings: [[Int]] = []
        for start in edges.indices where !used[start] {
            var ring: [Int] = []
            var current = start
            while !used[current] {
                used[current] = true
                ring.append(edges[current].from)
                guard let next = leaving[edges[current].to]?.first(where: { !used[$0] }) else { break }
                current = next
            }
            rings.append(ring)
        }
        return rings
    }

    /// `points` with every point that continues a straight run in the same direction removed
    /// (around the ring too, when it is closed).
    private static func merged(_ points: [CGPoint], isClosed: Bool) -> [CGPoint] {
        guard points.count > 2 else { return points }
        func isStraight(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Bool {
            let u = CGVector(dx: b.x - a.x, dy: b.y - a.y), v = CGVector(dx: c.x - b.x, dy: c.y - b.y)
            let cross = u.dx * v.dy - u.dy * v.dx, dot = u.dx * v.dx + u.dy * v.dy
            return dot > 0 && abs(cross) <= 1e-9 * hypot(u.dx, u.dy) * hypot(v.dx, v.dy)
        }
        var result: [CGPoint] = []
        for index in points.indices {
            let isEnd = index == 0 || index == points.count - 1
            if isEnd && !isClosed {
                result.append(points[index])
                continue
            }
            let previous = points[(index + points.count - 1) % points.count], next = points[(index + 1) % points.count]
            if !isStraight(previous, points[index], next) { result.append(points[index]) }
        }
        return result
    }
}
