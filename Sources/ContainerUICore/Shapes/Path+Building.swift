import Foundation

extension Path {
    /// Adds a closed rectangle for each of `rects`, mapped by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed rectangle with a radius for each corner (leading corners on the left), each
    /// at most half the shorter side, mapped by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addPath(UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect), transform: transform)
    }

    /// Adds an arc of `delta` from `startAngle` (positive deltas increase the angle, clockwise on
    /// screen), after a line from the current point to its start, mapped by `transform`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        guard delta.radians != 0 else {
            var start = Path()
            start.move(to: Self.point(on: center, radius: radius, angle: startAngle.radians))
            return addConnected(start, transform: transform)
        }
        let sweep = abs(delta.radians) >= 2 * .pi ? (delta.radians < 0 ? -2 * .pi : 2 * .pi) : delta.radians
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: .radians(startAngle.radians + sweep),
               clockwise: sweep < 0, transform: transform)
    }

    /// Adds an arc of `delta` from `startAngle`; the same as
    /// ``addRelativeArc(center:radius:startAngle:delta:transform:)``.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds the arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, after a line from the current point to where the
    /// arc starts, as Core Graphics does: a corner rounded by `radius`. With no current point it
    /// starts a subpath at `tangent1End`; when the three points are in a line, or the radius is
    /// not positive, it adds a line to `tangent1End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let corner = tangent1End.applying(transform)
        guard let current = currentPoint else { return move(to: corner) }
        // The current point in the arc's own coordinates, where the tangent lines are drawn.
        let start = transform.isIdentity ? current : current.applying(transform.inverted())
        let toStart = CGVector(dx: start.x - tangent1End.x, dy: start.y - tangent1End.y)
        let toEnd = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let startLength = hypot(toStart.dx, toStart.dy), endLength = hypot(toEnd.dx, toEnd.dy)
        guard radius > 0, startLength > 0, endLength > 0 else { return addLine(to: corner) }
        let u = CGVector(dx: toStart.dx / startLength, dy: toStart.dy / startLength)
        let v = CGVector(dx: toEnd.dx / endLength, dy: toEnd.dy / endLength)
        let cosine = min(max(u.dx * v.dx + u.dy * v.dy, -1), 1)
        let cross = u.dx * v.dy - u.dy * v.dx
        let angle = acos(cosine)  // between the two lines, at the corner
        guard abs(cross) > 1e-12, angle > 1e-12 else { return addLine(to: corner) }
        let along = radius / tan(angle / 2)
        let bisector = CGVector(dx: u.dx + v.dx, dy: u.dy + v.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.dx / bisectorLength * centerDistance,
                             y: tangent1End.y + bisector.dy / bisectorLength * centerDistance)
        let first = CGPoint(x: tangent1End.x + u.dx * along, y: tangent1End.y + u.dy * along)
        let second = CGPoint(x: tangent1End.x + v.dx * along, y: tangent1End.y + v.dy * along)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        // The short way round: angles grow from the first tangent point to the second when the
        // corner turns that way.
        addArc(center: center, radius: radius, startAngle: .radians(startAngle),
               endAngle: .radians(atan2(second.y - center.y, second.x - center.x)), clockwise: cross > 0, transform: transform)
    }

    /// Adds the subpaths of `path`, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element, transform: transform) }
    }

    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each element in drawing order.
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// Appends `path`, mapped by `transform`, joining its first point to the current point with
    /// a line as an arc does.
    mutating func addConnected(_ path: Path, transform: CGAffineTransform) {
        guard currentPoint != nil, case .move(let start) = path.elements.first else { return addPath(path, transform: transform) }
        addLine(to: start.applying(transform))
        for element in path.elements.dropFirst() { append(element, transform: transform) }
    }

    /// Appends one element with its points mapped by `transform`.
    private mutating func append(_ element: Element, transform: CGAffineTransform) {
        switch element {
        case .move(let point): move(to: point.applying(transform))
        case .line(let point): addLine(to: point.applying(transform))
        case .quadCurve(let point, let control): addQuadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            addCurve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: closeSubpath()
        }
    }
}
