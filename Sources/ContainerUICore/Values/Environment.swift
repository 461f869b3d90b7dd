/// Reads a value from the environment of the view being resolved.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment where the view's body is being evaluated.
    public var wrappedValue: Value {
        CurrentEnvironment.current[keyPath: keyPath]
    }
}
