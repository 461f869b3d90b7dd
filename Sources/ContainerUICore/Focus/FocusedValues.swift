import Foundation

/// A key for a value the focused view publishes with `focusedValue(_:_:)`, for
/// `@FocusedValue` and `@FocusedBinding` to read: `Value` is the type published, and readers
/// get it as an optional (`nil` while no focused view publishes it).
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view and the active scene publish (`focusedValue(_:_:)`,
/// `focusedSceneValue(_:_:)`), read with `@FocusedValue` from anywhere in the scene and its
/// commands. Extend it with `@Entry var name: T?`, or with a computed property over a
/// ``FocusedValueKey``.
///
/// A render is the scene's first frame, composed before any view has focus and before what the
/// focused view and the scene publish reaches readers (in SwiftUI it arrives in a later update),
/// so every reader sees `nil`: menus and buttons that depend on a selection draw as SwiftUI first
/// draws them, without one.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    public init() {}

    /// The value published for `key`, `nil` where none is.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The value published for an `@Entry`-generated key, whose value type is optional already.
    /// Not meant to be called directly.
    public subscript<Key: FocusedValueKey & EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension FocusedValues {
    /// What readers see in a render: nothing published yet (see ``FocusedValues``).
    static var published: FocusedValues { FocusedValues() }
}

extension View {
    /// Publishes `value` for `keyPath` while this view or one inside it has focus. A render is
    /// composed before anything has focus, so readers see `nil` (see ``FocusedValues``).
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }

    /// Publishes `value` for `keyPath` while this view's scene is active. A render reaches no
    /// reader with it (see ``FocusedValues``).
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        self
    }

    /// Publishes an `@Observable` object while this view or one inside it has focus, for
    /// `@FocusedValue(Model.self)`. Readers of a render see `nil`.
    public func focusedValue<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        self
    }

    /// Publishes an `@Observable` object while this view's scene is active. Readers of a render
    /// see `nil`.
    public func focusedSceneValue<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        self
    }

    /// Publishes an `ObservableObject` while this view or one inside it has focus, for
    /// `@FocusedObject`. Readers of a render see `nil`.
    public func focusedObject<Object: ObservableObject>(_ object: Object?) -> some View {
        self
    }

    /// Publishes an `ObservableObject` while this view's scene is active. Readers of a render see
    /// `nil`.
    public func focusedSceneObject<Object: ObservableObject>(_ object: Object?) -> some View {
        self
    }

    /// Groups the focusable views inside for moving focus between groups with the keyboard or a
    /// remote (macOS, tvOS). A page's focus moves in document order, which this keeps.
    public func focusSection() -> some View {
        self
    }
}
