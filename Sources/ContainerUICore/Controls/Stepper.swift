/// A control that increments and decrements a value, with a label.
///
/// As on iOS, the label takes the leading side of the row and the control, a 94 × 32 capsule of
/// a minus and a plus button on a light fill, sits at the trailing edge. A render is one frame
/// nobody taps, so the actions never run; a button is disabled when its action is `nil` or the
/// value is at that end of its bounds. The stepper does not show the value: as in SwiftUI, the
/// label usually does (`Stepper("Cups: \(cups)", value: $cups)`).
public struct Stepper<Label: View>: View {
    private let label: Label
    private let canDecrement: Bool
    private let canIncrement: Bool

    /// A stepper that calls `onIncrement` and `onDecrement`; a `nil` action disables its button.
    public init(
        @ViewBuilder label: () -> Label,
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// A stepper that calls `onIncrement` and `onDecrement`, with the label last (SwiftUI's
    /// earlier spelling).
    public init(
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper that changes `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = true
        canDecrement = true
    }

    /// A stepper that changes `value` by `step` within `bounds`; the button that would leave
    /// them is disabled.
    public init<V: Strideable>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        canIncrement = value.wrappedValue < bounds.upperBound
        canDecrement = value.wrappedValue > bounds.lowerBound
    }

    public typealias Body = Never

    /// The label, leading, and the control at the trailing edge; with labels hidden, the control
    /// alone, named by the label's text.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let control = StepperControl(canDecrement: view.canDecrement, canIncrement: view.canIncrement)
        if resolver.environment.labelsHidden {
            let name = resolver.collectContent { $0.resolve(view.label) }.accessibleText ?? "Stepper"
            resolver.resolve(control.accessibilityLabel(name))
        } else {
            resolver.resolve(HStack {
                view.label.frame(maxWidth: .infinity, alignment: .leading)
                control
            })
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by a literal that calls `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey,
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string that calls `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S,
        onIncrement: (() -> Void)?,
        onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a literal that changes `value` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey,
        value: Binding<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string that changes `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S,
        value: Binding<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a literal that changes `value` by `step` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey,
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled by a string that changes `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S,
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// UIKit's stepper: a minus and a plus button, 47 × 32 each with a hairline between them, on a
/// light fill with rounded corners. The glyphs keep the primary style.
struct StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool

    var body: some View {
        HStack(spacing: 0) {
            StepperButton(symbol: "minus", name: "Decrement", isEnabled: canDecrement)
            Rectangle().fill(Color.secondary.opacity(0.5)).frame(width: 1, height: 18)
            StepperButton(symbol: "plus", name: "Increment", isEnabled: canIncrement)
        }
        .background(Color.tertiaryFill, in: .rect(cornerRadius: 8))
    }
}

/// One half of a stepper.
struct StepperButton: View {
    let symbol: String
    let name: String
    let isEnabled: Bool

    var body: some View {
        Button(action: {}) {
            Image(systemName: symbol)
                .font(.system(size: 17, weight: .medium))
                .frame(width: 46.5, height: 32)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(name)
        .disabled(!isEnabled)
    }
}
