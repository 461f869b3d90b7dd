/// Conforms a struct, class or enum to ``Animatable`` and writes its `animatableData` from its
/// stored properties.
///
/// Each stored `var` takes part with its own `animatableData` (a `Double`, an `Angle`, a
/// `CGSize`, anything ``Animatable``), in declaration order, as nested ``AnimatablePair``s; a
/// type with one such property animates that property's data, one with none keeps the empty
/// default. Leave a property out with ``AnimatableIgnored()``. A property's type must be written
/// out (the macro sees the source, not the types), and optionals, integers, Booleans, strings
/// and collections are reported as errors, since they cannot animate. A type that already
/// conforms gets only the property.
///
/// ```swift
/// @Animatable
/// struct Wedge: Shape {
///     var startAngle: Angle
///     var endAngle: Angle
///     @AnimatableIgnored var isClosed: Bool
///
///     func path(in rect: CGRect) -> Path { ... }
/// }
/// ```
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "ContainerUIMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that ``Animatable()`` writes.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "ContainerUIMacros", type: "AnimatableIgnoredMacro")
