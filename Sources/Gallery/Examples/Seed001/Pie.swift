import ContainerUI

/// Seed 001: a `Shape` drawing a pie like Pac-Man — a wedge of `endAngle - startAngle` cut
/// out, measured clockwise from 12 o'clock.
struct Pie: Shape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise: Bool = false

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let start = CGPoint(
            x: center.x + radius * cos(CGFloat(startAngle.radians)),
            y: center.y + radius * sin(CGFloat(startAngle.radians))
        )
        var p = Path()
        p.move(to: center)
        p.addLine(to: start)
        p.addArc(
            center: center,
            radius: radius,
            startAngle: startAngle,
            endAngle: endAngle,
            clockwise: clockwise
        )
        p.addLine(to: center)
        return p
    }
}

struct PieExample: View {
    var mouth: Double = 110
    var size: CGFloat = 200

    var body: some View {
        Pie(
            startAngle: Angle.degrees(0 - 90),
            endAngle: Angle.degrees(mouth - 90),
            clockwise: true
        )
        .fill(.yellow)
        .frame(width: size, height: size)
        .padding()
    }
}
