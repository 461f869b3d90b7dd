import ContainerUI
import Foundation

/// Paths used as shapes (stroked, filled, bare in a stack, trimmed, as a clip) drawn at their
/// own coordinates, uneven rounded rectangles (filled, stroked, as a border, a background and a
/// clip, left to right and right to left), shapes filled and stroked with shadowed styles, and
/// canvases (a labelled chart with gradients, transforms, a clip and a layer; a hidden one).
struct ShapeDrawingSample: View {
    private let zigzag = Path { path in
        path.move(to: CGPoint(x: 4, y: 36))
        path.addLine(to: CGPoint(x: 40, y: 4))
        path.addLine(to: CGPoint(x: 76, y: 36))
        path.addLine(to: CGPoint(x: 112, y: 4))
    }

    private let arrow = Path { path in
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 40))
        path.addLine(to: CGPoint(x: 30, y: 30))
        path.addLine(to: CGPoint(x: 0, y: 30))
        path.closeSubpath()
    }

    private var tab: UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 4, bottomTrailingRadius: 24, topTrailingRadius: 4)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Paths")
            HStack(spacing: 12) {
                zigzag.stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                arrow.fill(.orange)
                zigzag.trim(from: 0, to: 0.5).stroke(.green, lineWidth: 3)
            }
            .frame(height: 44)
            VStack { arrow }.foregroundStyle(.purple).frame(height: 40)
            Color.teal.frame(width: 50, height: 40).clipShape(arrow)
            Text("Uneven corners")
            HStack(spacing: 12) {
                tab.fill(.indigo)
                tab.stroke(.red, lineWidth: 3)
                tab.strokeBorder(.pink, lineWidth: 4)
                UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 16, topTrailing: 16)).fill(.mint)
            }
            .frame(height: 60)
            HStack(spacing: 12) {
                Text("Leading tab").padding(10).background(.yellow, in: .rect(topLeadingRadius: 14, bottomLeadingRadius: 14))
                Text("Mirrored").padding(10).background(.yellow, in: .rect(topLeadingRadius: 14, bottomLeadingRadius: 14))
                    .environment(\.layoutDirection, .rightToLeft)
                Color.cyan.frame(width: 60, height: 40).clipShape(.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 20)))
            }
            Text("Shadow styles")
            HStack(spacing: 16) {
                Rectangle().fill(.blue.shadow(.drop(radius: 4, y: 3)))
                RoundedRectangle(cornerRadius: 12).fill(.yellow.shadow(.inner(color: .black.opacity(0.5), radius: 6, x: 2, y: 3)))
                Circle().fill(.red.shadow(.drop(color: .black.opacity(0.5), radius: 4, x: 3, y: 3)))
                Capsule().stroke(.green.shadow(.drop(radius: 3)), lineWidth: 4)
                tab.fill(.foreground.shadow(.drop(radius: 5))).foregroundStyle(.indigo).shadow(color: .red, radius: 2)
            }
            .frame(height: 50)
            HStack(spacing: 16) {
                Circle().fill(.orange.shadow(.inner(color: .black.opacity(0.6), radius: 8, x: 4, y: 4)))
                arrow.fill(.teal.shadow(.inner(radius: 4, y: 2)).shadow(.drop(radius: 2, y: 2)))
                RoundedRectangle(cornerRadius: 10).stroke(.blue.shadow(.inner(color: .black.opacity(0.7), radius: 2)), lineWidth: 8)
            }
            .frame(height: 50)
            Text("Canvas")
            HStack(spacing: 16) {
                Canvas { context, size in
                    let bars: [CGFloat] = [0.3, 0.8, 0.5, 0.95]
                    let width = size.width / CGFloat(bars.count)
                    for (index, value) in bars.enumerated() {
                        let bar = CGRect(x: CGFloat(index) * width + 4, y: size.height * (1 - value), width: width - 8, height: size.height * value)
                        context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .linearGradient(
                            Gradient(colors: [.teal, .blue]), startPoint: CGPoint(x: 0, y: bar.minY), endPoint: CGPoint(x: 0, y: size.height)))
                    }
                    context.stroke(Path { path in
                        path.move(to: CGPoint(x: 0, y: size.height - 0.5))
                        path.addLine(to: CGPoint(x: size.width, y: size.height - 0.5))
                    }, with: .foreground, lineWidth: 1)
                }
                .accessibilityLabel("Sales by quarter")
                Canvas { context, size in
                    context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)))
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .radialGradient(
                        Gradient(colors: [.yellow, .orange]), center: CGPoint(x: size.width / 2, y: size.height / 2), startRadius: 4, endRadius: size.width / 2))
                    context.translateBy(x: size.width / 2, y: size.height / 2)
                    context.rotate(by: .degrees(45))
                    context.opacity = 0.6
                    context.drawLayer { layer in
                        layer.fill(Path(CGRect(x: -12, y: -12, width: 24, height: 24)), with: .color(.purple))
                        layer.stroke(Path(CGRect(x: -12, y: -12, width: 24, height: 24)), with: .color(.white), style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                    }
                }
                .frame(width: 70)
            }
            .frame(height: 70)
            Canvas { context, size in
                let point = CGPoint(x: size.width / 4, y: size.height / 2)
                context.stroke(Path { path in
                    path.move(to: CGPoint(x: point.x - 6, y: point.y))
                    path.addLine(to: CGPoint(x: point.x + 6, y: point.y))
                    path.move(to: CGPoint(x: point.x, y: point.y - 6))
                    path.addLine(to: CGPoint(x: point.x, y: point.y + 6))
                }, with: .color(.red), lineWidth: 1)
                context.draw(Text("top leading").font(.caption), at: point, anchor: .topLeading)
                context.draw(Text("bottom trailing").font(.caption).italic(), at: point, anchor: .bottomTrailing)
                var title = context.resolve(Text("Centred") + Text(" bold").bold())
                title.shading = .color(.indigo)
                context.draw(title, at: CGPoint(x: size.width / 4, y: 12))
                let box = CGRect(x: size.width / 2 + 8, y: 4, width: size.width / 2 - 12, height: size.height - 8)
                context.stroke(Path(box), with: .color(.gray), lineWidth: 1)
                context.draw(Text("Text drawn in a rect wraps within its width."), in: box)
                var star = context.resolve(Image(systemName: "star.fill"))
                star.shading = .color(.orange)
                context.draw(star, at: CGPoint(x: 4, y: size.height - 4), anchor: .bottomLeading)
                context.draw(Image(systemName: "heart.fill"), in: CGRect(x: size.width / 2 - 40, y: size.height - 28, width: 32, height: 24))
                if let badge = context.resolveSymbol(id: "badge") {
                    context.draw(badge, at: CGPoint(x: size.width / 2 - 4, y: 4), anchor: .topTrailing)
                }
            } symbols: {
                Text("NEW").font(.caption2).bold().padding(4).background(Color.yellow).tag("badge")
            }
            .frame(height: 80)
            Canvas { context, size in
                var shadowed = context
                shadowed.addFilter(.shadow(color: .black.opacity(0.5), radius: 6, x: 3, y: 4))
                shadowed.fill(Path(roundedRect: CGRect(x: 8, y: 8, width: 60, height: 44), cornerRadius: 8), with: .color(.mint))
                var inner = context
                inner.addFilter(.shadow(color: .black.opacity(0.6), radius: 4, x: 2, y: 2, options: [.shadowAbove, .invertsAlpha]))
                inner.fill(Path(ellipseIn: CGRect(x: 84, y: 8, width: 44, height: 44)), with: .color(.yellow))
                var blurred = context
                blurred.addFilter(.blur(radius: 3))
                blurred.fill(Path(ellipseIn: CGRect(x: 144, y: 8, width: 44, height: 44)), with: .color(.pink))
                var grey = context
                grey.addFilter(.grayscale(1))
                grey.draw(Text("Grey").font(.headline).foregroundStyle(.red), at: CGPoint(x: 230, y: 30))
                var holed = context
                holed.clip(to: Path(ellipseIn: CGRect(x: 290, y: 18, width: 24, height: 24)), options: .inverse)
                holed.fill(Path(CGRect(x: 280, y: 8, width: 44, height: 44)), with: .color(.purple))
                context.fill(Path(CGRect(x: 336, y: 8, width: 20, height: 44)), with: .linearGradient(
                    Gradient(colors: [.white, .blue]), startPoint: CGPoint(x: 0, y: 8), endPoint: CGPoint(x: 0, y: 16), options: .mirror))
            }
            .frame(height: 64)
            Canvas { context, _ in
                let modes: [GraphicsContext.BlendMode] = [.destinationOver, .destinationOut, .sourceAtop, .sourceIn, .sourceOut, .xor, .copy]
                for (index, mode) in modes.enumerated() {
                    var cell = context
                    cell.translateBy(x: CGFloat(index) * 52, y: 0)
                    cell.drawLayer { layer in
                        layer.fill(Path(CGRect(x: 4, y: 4, width: 30, height: 30)), with: .color(.blue))
                        layer.blendMode = mode
                        layer.fill(Path(ellipseIn: CGRect(x: 16, y: 16, width: 30, height: 30)), with: .color(.orange))
                    }
                }
            }
            .frame(height: 52)
        }
        .padding()
    }
}
