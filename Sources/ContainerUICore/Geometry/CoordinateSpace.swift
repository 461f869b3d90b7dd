import Foundation

/// A coordinate space for `GeometryProxy.frame(in:)` and gestures.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The whole window.
    case global
    /// The view itself.
    case local
    /// A space named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A coordinate space, as iOS 17's `frame(in:)` and `coordinateSpace(_:)` take it:
/// `.global`, `.local` or `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The space this stands for.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// The space itself.
    public var coordinateSpace: CoordinateSpace { self }
}

/// The whole window.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The window's space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view itself.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The view's own space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space a view names with `coordinateSpace(_:)`, for the views inside it.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    /// The name.
    @usableFromInline let name: AnyHashable

    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The whole window.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view itself.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}
