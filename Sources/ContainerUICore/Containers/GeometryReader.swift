import Foundation

/// What a `GeometryReader` tells its content: its size, its insets and where it is.
public struct GeometryProxy: Equatable {
    /// The size of the reader.
    public let size: CGSize
    /// The safe-area insets of the reader.
    public let safeAreaInsets: EdgeInsets
    /// Where the reader is in the window, once layout knows it (the window's origin before).
    package var origin: CGPoint
    /// The frame in the window of each view that names a coordinate space
    /// (`coordinateSpace(name:)`), and of each view an anchor is taken from (by its
    /// `AnchorSourceID`).
    package var namedFrames: [AnyHashable: CGRect]

    package init(size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), origin: CGPoint = .zero,
                 namedFrames: [AnyHashable: CGRect] = [:]) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.origin = origin
        self.namedFrames = namedFrames
    }

    /// The reader's frame in `coordinateSpace`: its own bounds in `.local`, where it is in the
    /// window in `.global`, and relative to the view that named the space in `.named` (in the
    /// window for a name no view gave).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let space: CGPoint = switch coordinateSpace {
        case .local: origin
        case .global: .zero
        case .named(let name): namedFrames[name]?.origin ?? .zero
        }
        return CGRect(origin: CGPoint(x: origin.x - space.x, y: origin.y - space.y), size: size)
    }

    /// The reader's frame in `coordinateSpace` (see ``frame(in:)-(CoordinateSpace)``).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the view that named `coordinateSpace`, in the reader's own coordinates;
    /// `nil` when no view named it.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = namedFrames[coordinateSpace.name] else { return nil }
        return CGRect(origin: CGPoint(x: space.minX - origin.x, y: space.minY - origin.y), size: space.size)
    }
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
        resolveReader(view.content, isCanvas: false, into: &resolver)
    }

    /// Emits a reader whose content `content` builds from its proxy, resolved for the window's
    /// size first; `isCanvas` for a `Canvas`'s drawing.
    package static func resolveReader(_ content: @escaping (GeometryProxy) -> Content, isCanvas: Bool, into resolver: inout Resolver) {
        let environment = resolver.environment
        let identity = resolver.identity
        let resolveContent: (GeometryProxy, NavigationScope?, TabBarScope?) -> [ResolvedNode] = { proxy, navigation, tabBar in
            var inner = Resolver(environment: environment)
            inner.identity = identity
            inner.navigation = navigation
            inner.tabBar = tabBar
            return inner.collectContent { resolver in
                let built = resolver.evaluate { content(proxy) }
                resolver.resolve(built)
            }
        }
        let proxy = GeometryProxy(size: environment.containerSize)
        // The content hands its navigation title, toolbar and tab bar visibility up from the
        // first resolution only; the layout's later ones change no bar.
        let children = resolveContent(proxy, resolver.navigation, resolver.tabBar)
        let reresolve: (GeometryProxy) -> [ResolvedNode] = { proxy in resolveContent(proxy, nil, nil) }
        resolver.emit(.geometryReader(ResolvedGeometryReader(proxy: proxy, content: reresolve, isCanvas: isCanvas)), children: children)
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
