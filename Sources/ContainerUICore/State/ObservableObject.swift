import OpenCombine

/// An `ObservableObject` a view is given, and bindings to its properties through `$`.
///
/// `ObservableObject` and `@Published` are Combine's, as in SwiftUI (on Linux, OpenCombine's,
/// which `import ContainerUI` brings): a model's `$property` publishes, `objectWillChange`
/// fires before each change. A render draws the object as it is, and nothing is redrawn when it
/// changes, as with ``State``.
///
/// ```swift
/// final class Player: ObservableObject {
///     @Published var isPlaying = false
/// }
/// struct PlayButton: View {
///     @ObservedObject var player: Player
///     var body: some View { Toggle("Playing", isOn: $player.isPlaying) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to the properties of an object: `$player.isPlaying`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`, reading and writing the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object, keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An `ObservableObject` a view creates and owns: made from its initial expression the first
/// time it is read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }

    private let storage: Storage

    /// An object made by `thunk` when first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

/// An `ObservableObject` an ancestor put in the environment with
/// ``View/environmentObject(_:)``. As in SwiftUI, reading it where no ancestor set one stops the
/// program: the view cannot be drawn without it.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = CurrentEnvironment.current[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension View {
    /// Puts `object` in the environment of this view's content, where `@EnvironmentObject`
    /// reads it.
    public func environmentObject<ObjectType: ObservableObject>(_ object: ObjectType) -> some View {
        environmentWrite(object, for: EnvironmentObjectKey<ObjectType>.self)
    }
}
