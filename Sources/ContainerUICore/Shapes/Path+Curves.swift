import Foundation

extension Path {
    /// Adds a circular arc, as Core Graphics does: a line from the current point to the arc's start,
    /// then the arc, mapped by `transform`. `clockwise` means decreasing angle, which looks
    /// counterclockwise on screen because the y axis points down (so seed 001's Pac-Man `Pie` opens
    /// its mouth to the right).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            return addConnected(arc, transform: transform)
        }
        let start = startAngle.radians, end = endAngle.radians
        let full = 2 * Double.pi
        var sweep = clockwise ? start - end : end - start
        sweep = sweep.truncatingRemainder(dividingBy: full)
        if sweep < 0 { sweep += full }
        if sweep == 0 && start != end { sweep = full }
        let direction = clockwise ? -1.0 : 1.0
        let startPoint = Self.point(on: center, radius: radius, angle: start)
        if currentPoint == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(1, Int((sweep / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments) * direction
        var angle = start
        for _ in 0..<segments {
            appendArcSegment(center: center, radius: radius, from: angle, to: angle + step)
            angle += step
        }
    }

    /// Adds a closed ellipse inscribed in `rect`, mapped by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(ellipseIn: rect), transform: transform) }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let k = 0.5522847498
        let rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: r.maxX, y: center.y))
        addCurve(to: CGPoint(x: center.x, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: center.y + ry * k), control2: CGPoint(x: center.x + rx * k, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: center.y),
                 control1: CGPoint(x: center.x - rx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: center.y + ry * k))
        addCurve(to: CGPoint(x: center.x, y: r.minY),
                 control1: CGPoint(x: r.minX, y: center.y - ry * k), control2: CGPoint(x: center.x - rx * k, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: center.y),
                 control1: CGPoint(x: center.x + rx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: center.y - ry * k))
        closeSubpath()
    }

    /// Adds a closed rectangle with elliptical corners of `cornerSize`, clamped to half the sides,
    /// mapped by `transform`. Continuous corners are drawn as circular ones.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else { return addPath(Path(roundedRect: rect, cornerSize: cornerSize), transform: transform) }
        let r = rect.standardized
        let cx = min(max(cornerSize.width, 0), r.width / 2), cy = min(max(cornerSize.height, 0), r.height / 2)
        guard cx > 0, cy > 0 else { return addRect(r) }
        let k = 0.5522847498
        move(to: CGPoint(x: r.minX + cx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - cx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + cy),
                 control1: CGPoint(x: r.maxX - cx + cx * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + cy - cy * k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - cy))
        addCurve(to: CGPoint(x: r.maxX - cx, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: r.maxY - cy + cy * k), control2: CGPoint(x: r.maxX - cx + cx * k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + cx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - cy),
                 control1: CGPoint(x: r.minX + cx - cx * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - cy + cy * k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + cy))
        addCurve(to: CGPoint(x: r.minX + cx, y: r.minY),
                 control1: CGPoint(x: r.minX, y: r.minY + cy - cy * k), control2: CGPoint(x: r.minX + cx - cx * k, y: r.minY))
        closeSubpath()
    }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// One Bézier segment of at most a quarter turn.
    private mutating func appendArcSegment(center: CGPoint, radius: CGFloat, from a0: Double, to a1: Double) {
        let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
        let p0 = Self.point(on: center, radius: radius, angle: a0)
        let p1 = Self.point(on: center, radius: radius, angle: a1)
        let c1 = CGPoint(x: p0.x - radius * k * sin(a0), y: p0.y + radius * k * cos(a0))
        let c2 = CGPoint(x: p1.x + radius * k * sin(a1), y: p1.y - radius * k * cos(a1))
        addCurve(to: p1, control1: c1, control2: c2)
    }

    /// The point at `angle` radians on the circle of `radius` round `center`.
    static func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
