import ContainerUI
import Foundation

/// Every form of `mask` the page draws (a gradient, a rounded rectangle, a circle, a path, a
/// colour's opacity, an empty mask) and one it cannot (text, drawn unmasked).
struct MaskSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Color.blue.frame(width: 60, height: 60)
                    .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                Color.orange.frame(width: 60, height: 60)
                    .mask { RoundedRectangle(cornerRadius: 16) }
                Color.green.frame(width: 60, height: 60)
                    .mask(alignment: .topLeading) { Circle() }
                Color.purple.frame(width: 60, height: 60)
                    .mask { Triangle() }
            }
            HStack(spacing: 12) {
                Text("Half through a colour").mask { Color.black.opacity(0.5) }
                Text("Hidden").mask { EmptyView() }
            }
            Color.pink.frame(height: 40)
                .mask { Text("Text masks draw unmasked").font(.title).bold() }
        }
        .padding()
    }
}

/// A triangle pointing up, for a mask of a path.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
