/// A control for picking a value from a range, bound to a floating-point value.
public struct Slider<Label: View>: View {
    private let value: Double
    private let bounds: ClosedRange<Double>
    private let step: Double?
    private let label: Label

    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        self.value = Double(value.wrappedValue).isNaN ? lower : min(max(Double(value.wrappedValue), lower), upper)
        self.bounds = lower...upper
        self.step = step.map { Double($0) }
        self.label = label()
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let label = resolver.collectContent { $0.resolve(view.label) }
        resolver.emit(.slider(ResolvedSlider(value: view.value, bounds: view.bounds, step: view.step, tint: resolver.environment.controlTint)), children: label)
    }
}

extension Slider where Label == EmptyView {
    /// A slider without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
