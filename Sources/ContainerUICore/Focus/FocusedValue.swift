import Foundation

/// Reads a value the focused view publishes (`focusedValue(_:_:)`): `nil` while none does, as in
/// every render (see ``FocusedValues``).
///
/// ```swift
/// @FocusedValue(\.selectedSong) private var song
/// Button("Play") { … }.disabled(song == nil)
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let read: (FocusedValues) -> Value?

    /// Reads the value for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of type `objectType` the focused view publishes.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[FocusedObjectKey<Value>.self] }
    }

    /// The value, `nil` while no focused view publishes it.
    public var wrappedValue: Value? {
        read(.published)
    }
}

/// Reads a binding the focused view publishes (`focusedValue(_:_:)` of a `Binding`), and writes
/// through it: `nil` while none does, as in every render (see ``FocusedValues``).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    /// Reads the binding for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The bound value, `nil` while no focused view publishes the binding; setting it writes
    /// through the binding.
    public var wrappedValue: Value? {
        get { FocusedValues.published[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = FocusedValues.published[keyPath: keyPath] else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the value, reading `nil` and ignoring writes while none is published.
    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// Reads the `ObservableObject` the focused view publishes (`focusedObject(_:)`): `nil` while none
/// does, as in every render (see ``FocusedValues``).
@propertyWrapper
public struct FocusedObject<Object: ObservableObject>: DynamicProperty {

    /// Reads the object of type `Object`.
    public init() {}

    /// The object, `nil` while no focused view publishes one.
    public var wrappedValue: Object? {
        FocusedValues.published[FocusedObjectKey<Object>.self]
    }

    /// Bindings to the object's properties, `nil` while none is published.
    public var projectedValue: ObservedObject<Object>.Wrapper? {
        wrappedValue.map { ObservedObject(wrappedValue: $0).projectedValue }
    }
}

/// The key an object published by type is kept under.
private struct FocusedObjectKey<Object: AnyObject>: FocusedValueKey {
    typealias Value = Object
}
