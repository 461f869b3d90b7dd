/// A value a scene keeps for state restoration, as SwiftUI's `@SceneStorage`: the default
/// given, since a rendered page starts every scene afresh; changes last while the value's view
/// is evaluated, as `@State`'s do.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "home"
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    private init(_ value: Value) {
        state = State(wrappedValue: value)
    }

    /// The scene's value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        state.projectedValue
    }

    /// A Boolean kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(wrappedValue) }
    /// An integer kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(wrappedValue) }
    /// A number kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(wrappedValue) }
    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(wrappedValue) }
    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(wrappedValue) }
    /// Bytes kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(wrappedValue) }
    /// A value kept as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int { self.init(wrappedValue) }
    /// A value kept as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String { self.init(wrappedValue) }
    /// An optional string kept under `key`, `nil` at first.
    public init(_ key: String) where Value == String? { self.init(nil) }
    /// An optional integer kept under `key`, `nil` at first.
    public init(_ key: String) where Value == Int? { self.init(nil) }
}
