/// A value kept in the user defaults under a key, as SwiftUI's `@AppStorage`: the stored value
/// when there is one, otherwise the default given.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("fontSize") private var fontSize = 17.0
///     var body: some View { Slider(value: $fontSize, in: 12...24) }
/// }
/// ```
///
/// On the server the defaults are the serving process's (`UserDefaults.standard` unless a
/// store is given), so every request renders what is stored there.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?
    private let read: (Any) -> Value?
    private let write: (Value) -> Any?

    private init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.read = read
        self.write = write
    }

    /// The stored value, or the default; setting it stores it (`nil` removes it).
    public var wrappedValue: Value {
        get { (store ?? .standard).object(forKey: key).flatMap(read) ?? defaultValue }
        nonmutating set {
            let defaults = store ?? .standard
            if let stored = write(newValue) { defaults.set(stored, forKey: key) } else { defaults.removeObject(forKey: key) }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A Boolean under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Bool }, write: { $0 })
    }

    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? NSNumber)?.intValue }, write: { $0 })
    }

    /// A number under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? NSNumber)?.doubleValue }, write: { $0 })
    }

    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? String }, write: { $0 })
    }

    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: AppStorageCoding.url, write: { $0.absoluteString })
    }

    /// Bytes under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Data }, write: { $0 })
    }

    /// A date under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Date }, write: { $0 })
    }

    /// A value stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? NSNumber).flatMap { Value(rawValue: $0.intValue) } }, write: { $0.rawValue })
    }

    /// A value stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean under `key`, `nil` when nothing is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? Bool }, write: { $0 })
    }

    /// An optional integer under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: { ($0 as? NSNumber)?.intValue }, write: { $0 })
    }

    /// An optional number under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, read: { ($0 as? NSNumber)?.doubleValue }, write: { $0 })
    }

    /// An optional string under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? String }, write: { $0 })
    }

    /// An optional URL under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, read: AppStorageCoding.url, write: { $0?.absoluteString })
    }

    /// Optional bytes under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? Data }, write: { $0 })
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view's customization under `key`, kept as JSON data: what a person hid and
    /// reordered in an adaptable sidebar.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0 as? Data).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) } },
                  write: { try? JSONEncoder().encode($0) })
    }
}

/// How values that the defaults do not hold as themselves are read back.
private enum AppStorageCoding {
    /// A URL stored as its string (or, by other programs, as URL data).
    static func url(_ stored: Any) -> URL? {
        if let url = stored as? URL { return url }
        return (stored as? String).flatMap(URL.init(string:))
    }
}
