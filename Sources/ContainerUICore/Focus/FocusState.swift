/// Where focus is, for `focused(_:)` and `focused(_:equals:)`: `true` or a field's value while a
/// field has focus. It starts as `false` or `nil` (nothing focused), as in SwiftUI; set in a
/// view's body, the field it names is focused in the page (`autofocus`), where the keyboard
/// would show for it.
///
/// ```swift
/// @FocusState private var focusedField: Field?
/// TextField("Name", text: $name).focused($focusedField, equals: .name)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// The value, kept as a view's `@State` keeps its own.
    private let state: State<Value>

    /// Focus as a binding, for `focused(_:)` and `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        fileprivate let state: State<Value>

        /// Where focus is.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private init(value: Value) {
        state = State(wrappedValue: value)
    }

    /// Focus on one view: `false` until it is focused.
    public init() where Value == Bool {
        self.init(value: false)
    }

    /// Focus among several views: `nil` until one of them is focused. (Declared here rather than
    /// in an extension, so that `@FocusState var field: Field?` needs no initial value.)
    public init<T: Hashable>() where Value == T? {
        self.init(value: nil)
    }

    /// Where focus is.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to where focus is.
    public var projectedValue: Binding {
        Binding(state: state)
    }
}

struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DefaultFocusKey: EnvironmentKey {
    static var defaultValue: AnyHashable? { nil }
}

/// When `defaultFocus(_:_:priority:)` gives focus: when the view appears, or also after the
/// user moves focus away (`userInitiated`). A render is the first frame, where both apply.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let userInitiated: Bool

    /// When the view appears.
    public static let automatic = Self(userInitiated: false)
    /// Also when the user moves focus.
    public static let userInitiated = Self(userInitiated: true)
}

extension FocusState {
    /// Whether `value` means that nothing has focus: `false`, or `nil`.
    static func isNothing(_ value: Value) -> Bool {
        if let isFocused = value as? Bool { return !isFocused }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

extension EnvironmentValues {
    /// Whether the view, or the field it is in, has focus.
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// The value `defaultFocus(_:_:priority:)` focuses while nothing has focus.
    var defaultFocus: AnyHashable? {
        get { self[DefaultFocusKey.self] }
        set { self[DefaultFocusKey.self] = newValue }
    }
}

extension View {
    /// Focuses the text field inside while `condition` is `true`.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let isFocused = condition.wrappedValue
        return environmentTransform { $0.isFocused = isFocused }
    }

    /// Focuses the text field inside while `binding` equals `value`, or, while nothing is
    /// focused, when `value` is the one `defaultFocus(_:_:priority:)` around it names.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let current = binding.wrappedValue
        return environmentTransform { environment in
            environment.isFocused = current == value || environment.defaultFocus == AnyHashable(value)
        }
    }

    /// The field `binding` focuses when nothing has focus yet: while `binding` holds `nil` (or
    /// `false`), the field that `focused(binding, equals: value)` marks is the one focused, with
    /// `autofocus` on the page. The priority is accepted; a render is the first frame, where
    /// both priorities apply.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        let nothingFocused = FocusState<Value>.isNothing(binding.wrappedValue)
        return environmentTransform { if nothingFocused { $0.defaultFocus = AnyHashable(value) } }
    }

    /// Lets the view take focus (`isFocusable`); in a server render nothing takes focus but a
    /// text field that `focused(_:)` names.
    @inlinable
    public func focusable(_ isFocusable: Bool = true) -> some View {
        self
    }
}
