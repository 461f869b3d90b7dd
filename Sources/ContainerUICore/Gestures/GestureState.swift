/// State a gesture updates while it is active (`Gesture.updating(_:body:)`), back to its initial
/// value when the gesture ends. No gesture is active in a server render, so it is always its
/// initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initialValue: Value

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        initialValue = wrappedValue
    }

    /// State starting at `initialValue`.
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// State starting at `wrappedValue`, reset with `resetTransaction` when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
    }

    /// State starting at `wrappedValue`, reset in the transaction `reset` returns.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
    }

    /// The value: the initial one while no gesture is active.
    public var wrappedValue: Value {
        initialValue
    }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> {
        self
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}

/// Which gestures of a view and of its subviews are recognised.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// None.
    public static let none: GestureMask = []
    /// The gesture attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Recognises `gesture` on this view; a server render is never touched, so its actions
    /// never run.
    @inlinable
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// Recognises `gesture` on this view while `isEnabled`.
    @inlinable
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self
    }

    /// Recognises `gesture` before the subviews' gestures.
    @inlinable
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// Recognises `gesture` at the same time as the subviews' gestures.
    @inlinable
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self
    }

    /// Runs `action` after a press held for `minimumDuration`; a server render is never pressed.
    @inlinable
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        self
    }

    /// Runs `action` with where the view was tapped; a server render is never tapped.
    @inlinable
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        self
    }

    /// Runs `action` when a pointer enters or leaves the view; none does in a server render.
    @inlinable
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }
}
