/// What a ``GaugeStyle`` draws with: the gauge's labels and where its value lies.
public struct GaugeStyleConfiguration {
    /// The gauge's label, describing its purpose.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label showing the gauge's current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the lower bound.
    public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the upper bound.
    public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The labels of marked values.
    public struct MarkedValueLabels: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The gauge's label.
    public var label: Label
    /// The current value's label, or `nil` when the gauge has none.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label, or `nil` when the gauge has none.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound's label, or `nil` when the gauge has none.
    public var maximumValueLabel: MaximumValueLabel?
    /// The marked values' labels.
    public var markedValueLabels: MarkedValueLabels
    /// Where the value lies between the bounds, from 0 to 1.
    public var value: Double
}
