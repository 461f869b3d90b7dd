import ContainerUI
import Foundation
import Testing

/// iOS 17's boolean operations on paths and shapes: the result covers exactly the points the
/// operation gives from the two fills, for shapes that overlap, are apart, contain one another,
/// share an edge or a corner, and curve; its outline has no piece inside the region, and the
/// line operations keep the parts of lines inside or outside a fill.
@Suite("Boolean operations on paths")
struct PathBooleanOperationTests {
    enum Operation: String, CaseIterable {
        case union, intersection, subtracting, symmetricDifference

        func apply(_ a: Path, _ b: Path, eoFill: Bool = false) -> Path {
            switch self {
            case .union: a.union(b, eoFill: eoFill)
            case .intersection: a.intersection(b, eoFill: eoFill)
            case .subtracting: a.subtracting(b, eoFill: eoFill)
            case .symmetricDifference: a.symmetricDifference(b, eoFill: eoFill)
            }
        }

        func covers(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: a || b
            case .intersection: a && b
            case .subtracting: a && !b
            case .symmetricDifference: a != b
            }
        }
    }

    static func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> Path {
        Path(CGRect(x: x, y: y, width: side, height: side))
    }

    /// An L of two arms, concave at (10, 10).
    static let ell = Path { path in
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 0, y: 20)])
        path.closeSubpath()
    }

    /// A five-pointed star drawn in one stroke, which crosses itself: its centre is covered by the
    /// nonzero rule and not by the even-odd rule.
    static let star = Path { path in
        let points = (0..<5).map { index -> CGPoint in
            let angle = Double(index * 2) * 2 * .pi / 5 - .pi / 2
            return CGPoint(x: 15 + 14 * cos(angle), y: 15 + 14 * sin(angle))
        }
        path.addLines(points)
        path.closeSubpath()
    }

    static let pairs: [(String, Path, Path)] = [
        ("overlapping squares", square(0, 0, 20), square(10, 5, 20)),
        ("squares apart", square(0, 0, 10), square(15, 15, 10)),
        ("a square inside another", square(0, 0, 30), square(10, 10, 10)),
        ("squares sharing an edge", square(0, 0, 10), square(10, 0, 10)),
        ("squares sharing part of an edge", square(0, 0, 10), square(10, 5, 10)),
        ("squares touching at a corner", square(0, 0, 10), square(10, 10, 10)),
        ("the same square twice", square(2, 2, 20), square(2, 2, 20)),
        ("an L and a square in its notch", ell, square(10, 0, 10)),
        ("a circle and a square", Path(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 24)), square(12, 12, 14)),
        ("two circles", Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), Path(ellipseIn: CGRect(x: 8, y: 4, width: 20, height: 20))),
        ("a self-crossing star and a square", star, square(10, 10, 10)),
    ]

    /// Points on a grid that falls on none of the shapes' edges.
    static let samples: [CGPoint] = stride(from: -2.13, to: 32, by: 1.63).flatMap { x in
        stride(from: -2.37, to: 32, by: 1.57).map { y in CGPoint(x: x, y: y) }
    }

    @Test("The result covers exactly what the operation makes of the two fills, by either fill rule", arguments: Operation.allCases)
    func coversWhatTheOperationGives(operation: Operation) {
        for (name, a, b) in Self.pairs {
            for eoFill in [false, true] {
                let result = operation.apply(a, b, eoFill: eoFill)
                let wrong = Self.samples.filter { point in
                    result.contains(point) != operation.covers(a.contains(point, eoFill: eoFill), b.contains(point, eoFill: eoFill))
                }
                #expect(wrong.isEmpty, "\(operation) of \(name), eoFill \(eoFill): \(wrong.prefix(3)) in \(result)")
                // Its rings wind one way, so it fills the same by the other rule.
                #expect(Self.samples.allSatisfy { result.contains($0) == result.contains($0, eoFill: true) }, "\(operation) of \(name)")
            }
        }
    }

    /// Polygons of 3 to 6 corners on a 7 × 7 grid of whole points, from a fixed seed: corners,
    /// edges and stretches of edges fall on one another often, and some polygons cross themselves.
    static let gridPolygons: [Path] = {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        return (0..<40).map { _ in
            Path { path in
                path.addLines((0..<(3 + next(4))).map { _ in CGPoint(x: next(7) * 4, y: next(7) * 4) })
                path.closeSubpath()
            }
        }
    }()

    @Test("Polygons whose corners and edges fall on one another give the region the operation makes", arguments: Operation.allCases)
    func degeneratePolygons(operation: Operation) {
        let points = stride(from: 0.3131, to: 24, by: 0.8377).flatMap { x in stride(from: 0.4243, to: 24, by: 0.7919).map { CGPoint(x: x, y: $0) } }
        for index in stride(from: 0, to: Self.gridPolygons.count, by: 2) {
            let a = Self.gridPolygons[index], b = Self.gridPolygons[index + 1]
            for eoFill in [false, true] {
                let result = operation.apply(a, b, eoFill: eoFill)
                let wrong = points.filter { result.contains($0) != operation.covers(a.contains($0, eoFill: eoFill), b.contains($0, eoFill: eoFill)) }
                #expect(wrong.isEmpty, "\(operation) of \(a) and \(b), eoFill \(eoFill): \(wrong.prefix(3)) in \(result)")
                #expect(points.allSatisfy { result.contains($0) == result.contains($0, eoFill: true) }, "\(operation) of \(a) and \(b)")
            }
        }
    }

    @Test("A line's parts inside a fill and outside it add up to the line")
    func linePartsAddUp() {
        func length(_ path: Path) -> CGFloat {
            var total: CGFloat = 0, current = CGPoint.zero, start = CGPoint.zero
            for element in path.elements {
                switch element {
                case .move(let point): current = point; start = point
                case .line(let point): total += hypot(point.x - current.x, point.y - current.y); current = point
                case .closeSubpath: total += hypot(start.x - current.x, start.y - current.y); current = start
                default: break
                }
            }
            return total
        }
        for index in stride(from: 0, to: Self.gridPolygons.count, by: 2) {
            let line = Self.gridPolygons[index], fill = Self.gridPolygons[index + 1]
            let inside = line.lineIntersection(fill), outside = line.lineSubtraction(fill)
            #expect(abs(length(inside) + length(outside) - length(line)) < 1e-9, "\(line) against \(fill): \(inside) and \(outside)")
        }
    }

    @Test("Edges two shapes share are left out of the union and drawn once where they bound the result; straight runs are one line")
    func sharedEdges() {
        let joined = Self.square(0, 0, 10).union(Self.square(10, 0, 10))
        #expect(joined.elements.count == 5, "\(joined)")
        #expect(joined.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        let same = Self.square(0, 0, 10).intersection(Self.square(0, 0, 10))
        #expect(same.elements.count == 5 && same.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10), "\(same)")
        let corner = Self.square(0, 0, 10).union(Self.square(10, 10, 10))
        #expect(corner.elements.filter { if case .closeSubpath = $0 { true } else { false } }.count == 2, "\(corner)")
    }

    @Test("Nothing in common is empty; a square less one inside it is an outline and a hole")
    func emptyAndHoles() {
        #expect(Self.square(0, 0, 10).intersection(Self.square(20, 0, 10)).isEmpty)
        #expect(Self.square(0, 0, 10).symmetricDifference(Self.square(0, 0, 10)).isEmpty)
        #expect(Self.square(0, 0, 10).subtracting(Self.square(0, 0, 10)).isEmpty)
        #expect(Path().union(Path()).isEmpty)
        let frame = Self.square(0, 0, 30).subtracting(Self.square(10, 10, 10))
        #expect(frame.elements.filter { if case .move = $0 { true } else { false } }.count == 2, "\(frame)")
        #expect(!frame.contains(CGPoint(x: 15, y: 15)) && frame.contains(CGPoint(x: 5, y: 15)))
    }

    @Test("The line operations keep a line's parts inside a fill, or outside it")
    func lines() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 5)); $0.addLine(to: CGPoint(x: 30, y: 5)) }
        let box = Self.square(10, 0, 10)
        #expect(line.lineIntersection(box).description == "M10,5 L20,5", "\(line.lineIntersection(box))")
        #expect(line.lineSubtraction(box).description == "M0,5 L10,5 M20,5 L30,5", "\(line.lineSubtraction(box))")
        // A closed outline kept whole stays closed; one cut across its start is one run.
        #expect(Self.square(12, 2, 4).lineIntersection(box).description == "M12,2 L16,2 L16,6 L12,6 Z")
        let cut = Self.square(5, 2, 10).lineSubtraction(box)
        #expect(cut.description == "M15,10 L15,12 L5,12 L5,2 L10,2", "\(cut)")
        // Along the fill's edge counts as inside.
        let edge = Path { $0.move(to: CGPoint(x: 10, y: 0)); $0.addLine(to: CGPoint(x: 20, y: 0)) }
        #expect(edge.lineIntersection(box).description == "M10,0 L20,0" && edge.lineSubtraction(box).isEmpty)
    }

    @Test("A shape's operation is the operation on its path in the frame")
    func shapes() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(Rectangle().subtracting(Circle()).path(in: rect) == Rectangle().path(in: rect).subtracting(Circle().path(in: rect)))
        #expect(Circle().union(Rectangle(), eoFill: true).path(in: rect) == Circle().path(in: rect).union(Rectangle().path(in: rect), eoFill: true))
        #expect(Capsule().intersection(Rectangle()).path(in: rect) == Capsule().path(in: rect).intersection(Rectangle().path(in: rect)))
        #expect(Ellipse().symmetricDifference(Circle()).path(in: rect) == Ellipse().path(in: rect).symmetricDifference(Circle().path(in: rect)))
        #expect(Rectangle().lineIntersection(Circle()).path(in: rect) == Rectangle().path(in: rect).lineIntersection(Circle().path(in: rect)))
        #expect(Rectangle().lineSubtraction(Circle()).path(in: rect) == Rectangle().path(in: rect).lineSubtraction(Circle().path(in: rect)))
    }
}
