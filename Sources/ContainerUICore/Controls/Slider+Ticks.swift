/// The iOS 26 initialisers that mark ticks along the track.
///
/// The ticks are drawn as small marks at their values; their labels, the current value's label
/// and `neutralValue` are accepted and not drawn, and `enabledBounds` keeps the value within
/// them.
///
/// ```swift
/// Slider(value: $percentage) {
///     Text("Percentage")
/// } ticks: {
///     SliderTickContentForEach(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }, id: \.self) { value in
///         SliderTick(value)
///     }
/// }
/// ```
extension Slider {
    /// A continuous slider with a label, labels for its bounds and the ticks `ticks` builds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, enabledBounds: enabledBounds, step: nil,
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            ticks: ticks()._tickValues
        )
    }

    /// A slider moving in steps of `step`, with a label, labels for its bounds and the ticks
    /// `ticks` builds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, enabledBounds: enabledBounds, step: Double(step),
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            ticks: ticks()._tickValues
        )
    }

    /// A slider moving in steps of `step`, with a label and labels for its bounds, and a tick at
    /// every step where `tick` returns one.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        tick: (V) -> SliderTick<V>?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, enabledBounds: enabledBounds, step: Double(step),
            label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            ticks: Self.stepTicks(in: bounds, step: step, tick: tick)
        )
    }

    /// The values of the ticks `tick` returns for each step of `bounds`, from its lower bound.
    static func stepTicks<V: BinaryFloatingPoint>(in bounds: ClosedRange<V>, step: V.Stride, tick: (V) -> SliderTick<V>?) -> [V] {
        guard step > 0 else { return [] }
        return stride(from: bounds.lowerBound, through: bounds.upperBound, by: step).flatMap { tick($0)?._tickValues ?? [] }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A continuous slider with a label and the ticks `ticks` builds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, enabledBounds: enabledBounds, step: nil,
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            ticks: ticks()._tickValues
        )
    }

    /// A slider moving in steps of `step`, with a label and the ticks `ticks` builds.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, enabledBounds: enabledBounds, step: Double(step),
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            ticks: ticks()._tickValues
        )
    }

    /// A slider moving in steps of `step`, with a label, and a tick at every step where `tick`
    /// returns one.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        neutralValue: V? = nil,
        enabledBounds: ClosedRange<V>? = nil,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
        tick: (V) -> SliderTick<V>?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, enabledBounds: enabledBounds, step: Double(step),
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
            ticks: Self.stepTicks(in: bounds, step: step, tick: tick)
        )
    }
}
