import ContainerUI
import Foundation

/// iOS 17's boolean shape operations: a disc and a square made one (filled and stroked), their
/// overlap, the square less the disc, what only one of them covers, and a ring cut from a
/// circle; a zigzag's line inside a circle (solid) and outside it (dashed).
struct ShapeOperationsSample: View {
    /// A disc in the top-leading two thirds of the frame.
    private struct Disc: Shape {
        func path(in rect: CGRect) -> Path {
            Path(ellipseIn: CGRect(x: rect.minX, y: rect.minY, width: rect.width * 2 / 3, height: rect.height * 2 / 3))
        }
    }

    /// A square in the bottom-trailing 55% of the frame.
    private struct Square: Shape {
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX + rect.width * 0.45, y: rect.minY + rect.height * 0.45, width: rect.width * 0.55, height: rect.height * 0.55))
        }
    }

    private struct Zigzag: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                for step in 1...6 {
                    path.addLine(to: CGPoint(x: rect.minX + rect.width * CGFloat(step) / 6, y: step.isMultiple(of: 2) ? rect.maxY : rect.minY))
                }
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Shape operations")
            HStack(spacing: 12) {
                Disc().union(Square()).fill(.blue).frame(width: 56, height: 56)
                Disc().union(Square()).stroke(.blue, lineWidth: 2).frame(width: 56, height: 56)
                Disc().intersection(Square()).fill(.green).frame(width: 56, height: 56)
                Square().subtracting(Disc()).fill(.orange).frame(width: 56, height: 56)
                Disc().symmetricDifference(Square()).fill(.purple).frame(width: 56, height: 56)
            }
            HStack(spacing: 12) {
                Circle().subtracting(Circle().scale(0.6)).fill(.red)
                ZStack {
                    Circle().stroke(.gray, lineWidth: 1)
                    Zigzag().lineIntersection(Circle()).stroke(.teal, lineWidth: 3)
                    Zigzag().lineSubtraction(Circle()).stroke(.pink, style: StrokeStyle(lineWidth: 3, dash: [4, 3]))
                }
                .frame(width: 120)
            }
            .frame(height: 56)
        }
        .padding()
    }
}
