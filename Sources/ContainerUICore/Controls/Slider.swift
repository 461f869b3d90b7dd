/// A control for picking a value from a range, bound to a floating-point value.
///
/// Its label names it for screen readers and is not drawn; value labels, when given, flank the
/// track as iOS draws them (``SliderValueLabelsLook``).
///
/// ```swift
/// Slider(value: $volume, in: 0...1) {
///     Text("Volume")
/// } minimumValueLabel: {
///     Image(systemName: "speaker.slash")
/// } maximumValueLabel: {
///     Image(systemName: "speaker.wave.2")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    private let value: Double
    private let bounds: ClosedRange<Double>
    private let step: Double?
    private let label: Label
    private let minimumValueLabel: ValueLabel
    private let maximumValueLabel: ValueLabel
    /// The values marked along the track, within `bounds`.
    private let ticks: [Double]

    /// Clamps `value` to `bounds` (their lower bound for NaN), then to `enabledBounds` when
    /// given, keeps the ticks within `bounds` and every view.
    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, enabledBounds: ClosedRange<V>? = nil, step: Double?,
        label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, ticks: [V] = []
    ) {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        var clamped = Double(value.wrappedValue).isNaN ? lower : min(max(Double(value.wrappedValue), lower), upper)
        if let enabledBounds {
            clamped = min(max(clamped, Double(enabledBounds.lowerBound)), Double(enabledBounds.upperBound))
        }
        self.value = clamped
        self.bounds = lower...upper
        self.step = step
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.ticks = ticks.map { Double($0) }.filter { (lower...upper).contains($0) }
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let track = SliderTrack(
            slider: ResolvedSlider(value: view.value, bounds: view.bounds, step: view.step, tint: resolver.environment.controlTint, ticks: view.ticks),
            label: view.label
        )
        if ValueLabel.self == EmptyView.self {
            resolver.resolve(track)
        } else {
            resolver.resolve(SliderValueLabelsLook(minimum: view.minimumValueLabel, track: track, maximum: view.maximumValueLabel))
        }
    }
}

extension Slider {
    /// A slider moving in steps of `step`, with a label and labels for its bounds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step),
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel()
        )
    }

    /// A continuous slider with a label and labels for its bounds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil,
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel()
        )
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        step: V.Stride? = nil,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step.map { Double($0) },
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView()
        )
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
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
