import Foundation

/// A view that shows progress toward completion, or that work is under way.
///
/// It draws as the environment's ``ProgressViewStyle`` draws it: in the automatic style a bar
/// when the progress is known and a spinner when it is not, as on iOS.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    private let value: Double?
    private let total: Double
    private let label: Label?
    private let currentValueLabel: CurrentValueLabel?
    /// The descriptions of a Foundation `Progress` the view was made from, its labels.
    private var progressDescriptions: ProgressDescriptions?

    /// Progress of `value` out of `total` (indeterminate when `value` is `nil`), with a label and
    /// a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let total = Double(total) > 0 ? Double(total) : 1
        self.init(
            value: value.map { min(max(Double($0), 0), total) }, total: total,
            label: Label.self == EmptyView.self ? nil : label(),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel()
        )
    }

    private init(value: Double?, total: Double, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.value = value
        self.total = total
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public typealias Body = Never

    /// The progress view in the environment's style: a user's style resolves its body, with the
    /// style in effect where it was set below it (so that `ProgressView(configuration)` inside it
    /// draws that style) while the labels keep the user's style; a built-in style draws its bar or
    /// spinner.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        if let descriptions = view.progressDescriptions {
            let label = descriptions.label(fractionCompleted: view.value, locale: resolver.environment.locale)
            resolver.resolve(ProgressView<Text, Text>(
                value: view.value, total: view.total,
                label: label.map(Text.init(verbatim:)), currentValueLabel: descriptions.additional.map(Text.init(verbatim:))
            ))
            return
        }
        let styled = resolver.resolveUserStyle(ProgressViewStyleKey.self) { keep in
            ProgressViewStyleConfiguration(
                fractionCompleted: view.value.map { $0 / view.total },
                label: view.label.map { .init(content: keep($0)) },
                currentValueLabel: view.currentValueLabel.map { .init(content: keep($0)) }
            )
        }
        if styled { return }
        let style = resolver.environment[ProgressViewStyleKey.self]
        resolver.resolve(ProgressLookView(
            value: view.value, total: view.total, look: style.look ?? (view.value == nil ? .circular : .linear),
            label: view.label, currentValueLabel: view.currentValueLabel
        ))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Progress of `value` out of `total` (indeterminate when `value` is `nil`), with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// Indeterminate progress with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Indeterminate progress: a spinner in the automatic style.
    public init() {
        self.init(value: Double?.none) { EmptyView() }
    }

    /// Progress of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// The progress of a Foundation `Progress` as it is now: its `fractionCompleted`, or
    /// indeterminate while `isIndeterminate`. As in SwiftUI, its `localizedDescription` is the
    /// label and its `localizedAdditionalDescription` the current value's label; where Foundation
    /// gives no description (swift-corelibs-foundation never does), a determinate progress is
    /// labelled as Apple's Foundation describes it, "40% completed" (the percentage in the
    /// environment's locale). A render is one frame, so later changes to the progress are not
    /// followed.
    public init(_ progress: Progress) {
        let fraction = progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
        self.init(value: fraction, total: 1, label: nil, currentValueLabel: nil)
        progressDescriptions = ProgressDescriptions(
            label: progress.localizedDescription.flatMap { $0.isEmpty ? nil : $0 },
            additional: progress.localizedAdditionalDescription.flatMap { $0.isEmpty ? nil : $0 }
        )
    }
}

/// What a Foundation `Progress` says of itself, read when a progress view is made from it.
private struct ProgressDescriptions {
    /// Its `localizedDescription`, unless empty.
    let label: String?
    /// Its `localizedAdditionalDescription`, unless empty.
    let additional: String?

    /// The label: the description, else for a known fraction Apple's default description.
    func label(fractionCompleted: Double?, locale: Locale) -> String? {
        if let label { return label }
        guard let fraction = fractionCompleted else { return nil }
        return fraction.formatted(.percent.precision(.fractionLength(0)).locale(locale)) + " completed"
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Indeterminate progress titled by a literal.
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    /// Indeterminate progress titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    /// Progress titled by a literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// Progress titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress of a style's configuration, drawn in the style in effect outside the one
    /// whose body this is: how a custom style changes the standard look rather than replacing it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            value: configuration.fractionCompleted.map { min(max($0, 0), 1) }, total: 1,
            label: configuration.label, currentValueLabel: configuration.currentValueLabel
        )
    }
}

/// The current-value label of a progress view over a date interval: the time left (or passed)
/// as a timer text, as `Text(timerInterval:countsDown:)` shows it.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The timer text.
    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}

extension ProgressView {
    /// Progress through `timerInterval` at the moment of rendering, with a label and a label for
    /// the current value: the bar empties as the interval passes when `countsDown`, else it
    /// fills. A render is one frame, so the bar does not move.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let passed = length > 0 ? min(max(RenderClock.now.timeIntervalSince(timerInterval.lowerBound) / length, 0), 1) : 1
        self.init(value: countsDown ? 1 - passed : passed, total: 1.0, label: label, currentValueLabel: currentValueLabel)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval` with a label, the timer text as the current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval`, the timer text as the current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
