/// A view that shows a value within a range, as a bar or a ring, with labels for its purpose,
/// its current value and its bounds.
///
/// It draws as the environment's ``GaugeStyle`` draws it: on iOS the default is
/// ``LinearCapacityGaugeStyle``. A value outside the bounds is clamped to them, as SwiftUI
/// clamps it; the bar or ring takes the environment's tint, a gradient running along it.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    /// A gauge of `value` within `bounds`, with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        fraction = Self.fraction(of: Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    /// Where `value` lies between the bounds, from 0 to 1: clamped to them, 0 for NaN or for
    /// bounds of no length.
    static func fraction(of value: Double, lower: Double, upper: Double) -> Double {
        guard upper > lower, !value.isNaN else { return 0 }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let configuration = GaugeStyleConfiguration(
            label: .init(content: AnyView(view.label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(view.currentValueLabel)),
            minimumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(content: AnyView(view.minimumValueLabel)),
            maximumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(content: AnyView(view.maximumValueLabel)),
            markedValueLabels: .init(content: AnyView(view.markedValueLabels)),
            value: view.fraction
        )
        let style = resolver.environment[GaugeStyleKey.self]
        // A gauge inside a style's body draws in the default style, so a style that shows a
        // gauge does not call itself.
        resolver.resolve(style.makeBody(configuration).environmentWrite(GaugeStyleKey.defaultValue, for: GaugeStyleKey.self))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() }
        )
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() }
        )
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with labels for its purpose, its value and its bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() }
        )
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` within `bounds`, with labels for its purpose, its value and marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels
        )
    }
}
