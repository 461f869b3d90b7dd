/// A value owned by a view. Resolution renders its initial value; changes made while a body is
/// evaluated are seen by the rest of that body.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Text("Count: \(count)") }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// A state starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// A state starting at `initialValue`.
    public init(initialValue: Value) {
        box = Box(initialValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls such as `Toggle`.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
