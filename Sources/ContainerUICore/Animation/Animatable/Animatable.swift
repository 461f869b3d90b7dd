/// A type whose changes SwiftUI can animate: it exposes its animated state as
/// `animatableData`, which an animation interpolates frame by frame.
///
/// Every ``Shape`` is animatable, and so are views and view modifiers that declare it. A page
/// rendered on the server is one frame, drawn with the values the view holds, so nothing here
/// reads `animatableData`; the protocol is what lets SwiftUI code that declares it compile and
/// draw its final state. ``Animatable()`` writes the property from the stored properties.
///
/// ```swift
/// struct Wedge: Shape {
///     var startAngle: Angle
///     var endAngle: Angle
///     var animatableData: AnimatablePair<Double, Double> {
///         get { AnimatablePair(startAngle.radians, endAngle.radians) }
///         set { (startAngle, endAngle) = (.radians(newValue.first), .radians(newValue.second)) }
///     }
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
public protocol Animatable {
    /// The type of the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: nothing of the type animates.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A view modifier that is animatable; deprecated in SwiftUI, which asks modifiers to conform
/// to ``Animatable`` directly.
@available(*, deprecated, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
