import Observation

/// Reads a value from the environment of the view being resolved: a value at a key path, or an
/// `@Observable` object an ancestor put there with ``View/environment(_:)``.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(Library.self) private var library
///     var body: some View { Text(colorScheme == .dark ? library.name : "Light") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value> {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object((EnvironmentValues) -> Value)
    }

    private let source: Source

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads the `@Observable` object of type `objectType` that an ancestor set with
    /// ``View/environment(_:)``. As in SwiftUI, reading it where no ancestor set one stops the
    /// program: the view cannot be drawn without it.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object { environment in
            guard let object = environment[EnvironmentObjectKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of type `objectType` an ancestor set with
    /// ``View/environment(_:)``, or `nil` where none did.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        source = .object { $0[EnvironmentObjectKey<Object>.self] }
    }

    /// The value in the environment where the view's body is being evaluated.
    public var wrappedValue: Value {
        switch source {
        case .keyPath(let keyPath): CurrentEnvironment.current[keyPath: keyPath]
        case .object(let read): read(CurrentEnvironment.current)
        }
    }
}

/// Where the environment holds an object of type `Object`: one key per type, as SwiftUI looks
/// objects up by their type.
package enum EnvironmentObjectKey<Object: AnyObject>: EnvironmentKey {
    package static var defaultValue: Object? { nil }
}

extension View {
    /// Puts `object` (an `@Observable` class's instance) in the environment of this view's
    /// content, where `@Environment(Object.self)` reads it; `nil` removes one set above.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        environmentWrite(object, for: EnvironmentObjectKey<Object>.self)
    }
}
