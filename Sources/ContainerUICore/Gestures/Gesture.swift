/// An interaction recognised from touches: taps, long presses, drags, pinches and rotations,
/// alone or combined, with actions when they change or end.
///
/// A server render is one frame that nobody touches: gestures take SwiftUI's arguments, so that
/// SwiftUI code compiles unchanged, and attaching them leaves the view as it is; their actions
/// never run, and `@GestureState` keeps its initial value.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// A gesture made of others; `Never` for the built-in gestures.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures are not made of others.
    public var body: Never {
        fatalError("\(Self.self) is a built-in gesture, not made of others")
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self)
    }

    /// Runs `action` with each new value while the gesture changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(gesture: self)
    }

    /// Updates `state` with each value while the gesture is active; it returns to its initial
    /// value when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(gesture: self)
    }

    /// The gesture reporting `transform` of each of its values.
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(gesture: self)
    }

    /// Recognises this gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Recognises `other` once this gesture has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Recognises this gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture with an action when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let gesture: Content
}

/// A gesture with an action while it changes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let gesture: Content
}

/// A gesture whose values are transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let gesture: Content
}

/// A gesture that updates a `@GestureState` while it is active.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    let gesture: Base
}

/// Two gestures recognised at the same time; each value is present while its gesture is.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures.
    public struct Value {
        /// The first gesture's value, while it is recognised.
        public var first: First.Value?
        /// The second gesture's value, while it is recognised.
        public var second: Second.Value?
    }

    public typealias Body = Never
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// The two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture recognised after another has ended.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value while it runs, then both.
    public enum Value {
        /// The first gesture is being recognised.
        case first(First.Value)
        /// The first ended; the second is being recognised, if it has started.
        case second(First.Value, Second.Value?)
    }

    public typealias Body = Never
    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised after it.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture, or another when the first fails.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of whichever gesture is recognised.
    public enum Value {
        /// The first gesture's.
        case first(First.Value)
        /// The second gesture's.
        case second(Second.Value)
    }

    public typealias Body = Never
    /// The gesture tried first.
    public var first: First
    /// The gesture recognised when the first fails.
    public var second: Second

    /// `first`, else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}
