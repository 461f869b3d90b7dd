/// A view that shows progress toward completion, or an indeterminate spinner.
public struct ProgressView<Label: View>: View {
    private let value: Double?
    private let total: Double
    private let label: Label

    /// Progress of `value` out of `total` (indeterminate when `value` is `nil`), with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        let total = Double(total) > 0 ? Double(total) : 1
        self.total = total
        self.value = value.map { min(max(Double($0), 0), total) }
        self.label = label()
    }

    /// An indeterminate spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let label = resolver.collectContent { $0.resolve(view.label) }
        resolver.emit(.progressView(ResolvedProgress(value: view.value, total: view.total, tint: resolver.environment.controlTint)), children: label)
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate spinner.
    public init() {
        self.init(value: Double?.none) { EmptyView() }
    }

    /// Progress of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text {
    /// Progress titled by a literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }
}
