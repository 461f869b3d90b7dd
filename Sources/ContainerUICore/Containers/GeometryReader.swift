import Foundation

/// The size and insets a `GeometryReader` offers its content.
public struct GeometryProxy {
    /// The size of the reader.
    public let size: CGSize
    /// The safe-area insets of the reader.
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame in its own coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The whole window.
    case global
    /// The view itself.
    case local
    /// A space named with `coordinateSpace(name:)`.
    case named(String)
}

/// A container that gives its content its own size. It takes all the space it is offered.
///
/// Resolution gives the content the viewport size; layout resolves it again with the reader's
/// real size once that is known.
public struct GeometryReader<Content: View>: View {
    private let content: (GeometryProxy) -> Content

    /// A reader building its content from its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let environment = resolver.environment
        let identity = resolver.identity
        let resolveContent: (CGSize, NavigationScope?) -> [ResolvedNode] = { size, navigation in
            var inner = Resolver(environment: environment)
            inner.identity = identity
            inner.navigation = navigation
            return inner.collectContent { resolver in
                let content = resolver.evaluate { view.content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets())) }
                resolver.resolve(content)
            }
        }
        let size = environment.containerSize
        // The content hands its navigation title and toolbar up from the first resolution only;
        // the layout's later ones change no bar.
        let children = resolveContent(size, resolver.navigation)
        let reresolve: (CGSize) -> [ResolvedNode] = { size in resolveContent(size, nil) }
        resolver.emit(.geometryReader(ResolvedGeometryReader(proxySize: size, content: reresolve)), children: children)
    }
}

private struct ContainerSizeKey: EnvironmentKey {
    static let defaultValue = CGSize(width: 390, height: 844)
}

extension EnvironmentValues {
    /// The size of the window the view is resolved for (390 × 844 by default, a phone in portrait).
    public var containerSize: CGSize {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}
