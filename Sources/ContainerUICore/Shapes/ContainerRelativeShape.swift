import Foundation

/// The shape of the container the view is in, as `containerShape(_:)` sets it: a view filled or
/// stroked with it, clipped to it or given a background in it takes that shape (a rectangle when
/// no container sets one).
///
/// As in SwiftUI, the container's shape is inset by the view's distance from the container's
/// edges, so that the two are concentric: a rounded rectangle's corner radius shrinks by the
/// distance (the smallest of the four edges'), never below 0, where the layout engine placed both
/// views; elsewhere the view takes the container's shape as it is.
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

    /// `shape`, erased, with a ``ContainerRelativeShape`` or a ``ConcentricRectangle`` replaced as
    /// ``containerRelative(_:)`` replaces it.
    package func resolvedShape<S: Shape>(_ shape: S) -> AnyShape {
        let erased = AnyShape(shape)
        return containerRelative(erased) ?? erased
    }

    /// What `shape` is here when it is a ``ContainerRelativeShape`` (the container's shape, a
    /// ``ConcentricContainerShape``, or a rectangle where no container sets one) or a
    /// ``ConcentricRectangle`` (its corners against the container's shape, or against a square
    /// container where none is set); `nil` for any other shape.
    private func containerRelative(_ shape: AnyShape) -> AnyShape? {
        if shape.base(as: ContainerRelativeShape.self) != nil {
            return containerShape.map { AnyShape(ConcentricContainerShape(container: $0)) } ?? AnyShape(Rectangle())
        }
        guard let corners = shape.base(as: ConcentricRectangle.self) else { return nil }
        return containerShape.map { AnyShape(ConcentricContainerShape(container: $0, corners: corners)) }
            ?? AnyShape(corners.rounded(in: RectangleCornerRadii(), inset: 0))
    }

    /// `modifier` with the ``ContainerRelativeShape`` or ``ConcentricRectangle`` it clips to or
    /// paints a background in replaced as ``resolvedShape(_:)`` replaces it, or `nil` when it
    /// has none.
    package func replacingContainerRelativeShape(in modifier: ResolvedModifier) -> ResolvedModifier? {
        switch modifier {
        case .clipShape(let shape): containerRelative(shape).map { .clipShape($0) }
        case .background(.style(let style, let shape?)): containerRelative(shape).map { .background(.style(style, shape: $0)) }
        default: nil
        }
    }
}

extension ResolvedModifier {
    /// Whether the modifier clips to, or paints a background in, a container's shape
    /// (``ConcentricContainerShape``).
    package var drawsConcentricShape: Bool {
        switch self {
        case .clipShape(let shape): shape.base(as: ConcentricContainerShape.self) != nil
        case .background(.style(_, let shape?)): shape.base(as: ConcentricContainerShape.self) != nil
        default: false
        }
    }
}

/// The coordinate space a view setting `containerShape(_:)` names, so that the layout engine
/// finds the container's frame (a private name no reader can ask for).
package struct ContainerShapeSpace: Hashable, CustomStringConvertible {
    package init() {}

    package var description: String { "containerShape" }
}

extension View {
    /// Sets `shape` as the container shape of the views inside: what a `ContainerRelativeShape`
    /// there draws.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environmentTransform(marker: .coordinateSpace(AnyHashable(ContainerShapeSpace()))) { $0.containerShape = AnyShape(shape) }
    }
}
