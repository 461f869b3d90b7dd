import Foundation

/// A control for choosing a colour, with a label.
///
/// As on iOS, the label takes the leading side of the row and the colour well, the chosen colour
/// inside a ring of hues, sits at the trailing edge. Over the well the page holds the browser's
/// colour input, named by the label, so the colour can be picked there; a browser's colour input
/// has no opacity, so `supportsOpacity` changes nothing on the page and the input holds the
/// colour without its opacity. `Binding<CGColor>` is not offered: Foundation on Linux has no
/// `CGColor`. A render is one frame, so the binding is read once and never written.
public struct ColorPicker<Label: View>: View {
    let selection: Color
    let label: Label

    /// A colour picker with a label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let labelNodes = resolver.collectContent { $0.resolve(view.label) }
        let parts = ControlLabelParts(label: labelNodes, isHidden: resolver.environment.labelsHidden)
        let input = ResolvedFormInput(
            type: .color, value: view.selection.hexString(in: resolver.environment.colorScheme), minimum: nil, maximum: nil
        )
        let well = ColorWell(color: view.selection)
            .overlay { FormInput(input: input).accessibilityLabel(parts.name(or: "Color")) }
        if parts.isHidden {
            resolver.resolve(well)
        } else {
            resolver.resolve(HStack {
                parts.labelViews
                well
            })
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled by a literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// iOS's colour well: a 28-point ring of twelve hues around the chosen colour, a 2-point gap
/// between them.
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            ForEach(0..<12, id: \.self) { index in
                HueSegment(index: index).fill(Color(hue: Double(index) / 12, saturation: 0.9, brightness: 1))
            }
            Circle().fill(color).padding(5.5)
        }
        .frame(width: 28, height: 28)
        .accessibilityHidden(true)
    }
}

/// One twelfth of the well's ring, a quarter of its radius wide (3.5 points of 14), starting at
/// the top. The ring scales with the frame, as the page draws shapes at any size from one path.
struct HueSegment: Shape {
    let index: Int

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.75
        let start = Angle.degrees(Double(index) * 30 - 90)
        let end = Angle.degrees(Double(index + 1) * 30 - 90 + 0.5)
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: false)
        path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: true)
        path.closeSubpath()
        return path
    }
}

extension Color {
    /// The colour as `#rrggbb` in `scheme`, without its opacity: what a browser's colour input
    /// holds.
    func hexString(in scheme: ColorScheme) -> String {
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let components = components(in: scheme)
        let (red, green, blue) = (byte(components.red), byte(components.green), byte(components.blue))
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { String([digits[$0 / 16], digits[$0 % 16]]) }.joined()
    }
}
