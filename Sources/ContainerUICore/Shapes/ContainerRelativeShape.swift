import Foundation

/// The shape of the container the view is in, as `containerShape(_:)` sets it: a view filled or
/// stroked with it takes that shape (a rectangle when no container sets one).
///
/// SwiftUI insets the container's shape by the view's distance from the container's edges (a
/// smaller corner radius further in); here the view takes the container's shape as it is, scaled
/// to its own frame, as a rounded rectangle keeps its radius. A `clipShape` or `background(_:in:)`
/// with it, which are not resolved in an environment, draws the rectangle.
public struct ContainerRelativeShape: InsettableShape, CustomStringConvertible {
    /// The shape of the enclosing container.
    public init() {}

    /// The frame: the shape where no container sets one.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape's name.
    public var description: String { "ContainerRelativeShape" }
}

private struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: AnyShape? { nil }
}

extension EnvironmentValues {
    /// The shape of the container here (`containerShape(_:)`), or `nil` for none.
    package var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }

    /// `shape`, erased, with a ``ContainerRelativeShape`` replaced by the container's shape here.
    package func resolvedShape<S: Shape>(_ shape: S) -> AnyShape {
        S.self == ContainerRelativeShape.self ? containerShape ?? AnyShape(Rectangle()) : AnyShape(shape)
    }
}

extension View {
    /// Sets `shape` as the container shape of the views inside: what a `ContainerRelativeShape`
    /// there draws.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environmentTransform { $0.containerShape = AnyShape(shape) }
    }
}
