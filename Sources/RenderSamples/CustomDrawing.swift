import ContainerUI
import Foundation

/// A user-defined shape with straight edges and an arc: a round-topped arch.
struct Arch: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width / 2, rect.height)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.minY + radius), radius: radius, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A user-defined `ViewModifier`: content on a white tile with an outline.
struct Tile: ViewModifier {
    var cornerRadius: CGFloat

    func body(content: Content) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: cornerRadius).fill(.white)
            RoundedRectangle(cornerRadius: cornerRadius).stroke(lineWidth: 3)
            content
        }
    }
}
