/// Where assistive technologies' focus is, for `accessibilityFocused(_:)` and
/// `accessibilityFocused(_:equals:)`: `true`, or the value of the element that has it. It starts
/// as `false` or `nil` (nothing focused), as in SwiftUI; set in a view's body, the element it
/// names is the one the page focuses (`autofocus`), since a screen reader on the web follows the
/// keyboard focus.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
/// Text(error).accessibilityFocused($isErrorFocused)
/// ```
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    /// The value, kept as a view's `@State` keeps its own.
    private let state: State<Value>

    /// Accessibility focus as a binding, for `accessibilityFocused(_:)` and
    /// `accessibilityFocused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        fileprivate let state: State<Value>

        /// Where accessibility focus is.
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

    /// Accessibility focus on one element: `false` until it is focused.
    public init() where Value == Bool {
        self.init(value: false)
    }

    /// Accessibility focus on one element, for some assistive technologies. A page has one focus
    /// whatever reads it, so every technology follows it.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init(value: false)
    }

    /// Accessibility focus among several elements: `nil` until one of them is focused. (Declared
    /// here rather than in an extension, so that `@AccessibilityFocusState var field: Field?`
    /// needs no initial value.)
    public init<T: Hashable>() where Value == T? {
        self.init(value: nil)
    }

    /// Accessibility focus among several elements, for some assistive technologies: all of them
    /// on a page, which has one focus.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init(value: nil)
    }

    /// Where accessibility focus is.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to where accessibility focus is.
    public var projectedValue: Binding {
        Binding(state: state)
    }
}

extension View {
    /// Gives the view accessibility focus while `condition` is `true`: the page focuses its
    /// element when it loads (`autofocus`; an element that takes no focus of its own, such as a
    /// text or an image, is made focusable from script only, `tabindex="-1"`).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(_NodeModifier(modifier: .accessibilityFocused).active(condition.wrappedValue))
    }

    /// Gives the view accessibility focus while `binding` equals `value`, as
    /// ``accessibilityFocused(_:)`` does.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_NodeModifier(modifier: .accessibilityFocused).active(binding.wrappedValue == value))
    }
}
