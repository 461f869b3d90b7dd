/// A built-in progress style's drawing, in the environment's tint: the bar (`.linear`) under the
/// label, or the spinner (`.circular`) over it, the label centred in the secondary style, as iOS
/// draws them; a bar with a current value's label has it below, in the caption font and the
/// secondary style, 4 points away. A spinner shows no current value, as iOS's does not.
struct ProgressLookView<Label: View, CurrentValueLabel: View>: View {
    let value: Double?
    let total: Double
    let look: ProgressLook
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    typealias Body = Never

    static func _resolve(_ view: Self, into resolver: inout Resolver) {
        if view.look == .linear, let current = view.currentValueLabel {
            resolver.resolve(VStack(alignment: .leading, spacing: 4) {
                ProgressLookView<Label, EmptyView>(value: view.value, total: view.total, look: view.look, label: view.label, currentValueLabel: nil)
                current.font(.caption).foregroundStyle(.secondary)
            })
            return
        }
        let label = view.look == .circular
            ? resolver.collectContent { $0.resolve(view.label.foregroundStyle(.secondary)) }
            : resolver.collectContent { $0.resolve(view.label) }
        let progress = ResolvedProgress(value: view.value, total: view.total, look: view.look, tint: resolver.environment.controlTint)
        resolver.emit(.progressView(progress), children: label)
    }
}

extension ProgressLookView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A built-in style's drawing of a style's configuration.
    init(_ configuration: ProgressViewStyleConfiguration, look: ProgressLook) {
        self.init(
            value: configuration.fractionCompleted.map { min(max($0, 0), 1) }, total: 1, look: look,
            label: configuration.label, currentValueLabel: configuration.currentValueLabel
        )
    }
}
