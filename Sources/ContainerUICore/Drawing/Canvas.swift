import Foundation

/// A view that draws with a renderer closure into a ``GraphicsContext``, as SwiftUI's `Canvas`.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// .frame(width: 300, height: 200)
/// ```
///
/// It takes all the space it is offered. The renderer runs on the server when the view is
/// resolved, for the canvas's size as layout gives it (first the window's, then its own, as a
/// `GeometryReader`'s content is resolved), and what it drew is the canvas's one child,
/// a ``ResolvedCanvas``. `opaque`, `colorMode` and `rendersAsynchronously` are hints for
/// SwiftUI's renderer, taken for its sake.
public struct Canvas<Symbols: View>: View {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private let symbols: Symbols

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let environment = resolver.environment
        let renderer = view.renderer
        let symbols = Symbols.self == EmptyView.self ? [:] : taggedSymbols(view.symbols, resolver: resolver)
        GeometryReader<_CanvasDrawing>.resolveReader({ proxy in
            _CanvasDrawing(canvas: GraphicsContext.draw(size: proxy.size, environment: environment, symbols: symbols, renderer: renderer))
        }, isCanvas: true, into: &resolver)
    }

    /// The views of `symbols` by their tags (the first of each tag), resolved where the canvas
    /// is; untagged ones are left out, as SwiftUI leaves them.
    private static func taggedSymbols(_ symbols: Symbols, resolver: Resolver) -> [AnyHashable: ResolvedNode] {
        var inner = Resolver(environment: resolver.environment)
        inner.identity = resolver.identity
        var tagged: [AnyHashable: ResolvedNode] = [:]
        for node in inner.collectContent({ $0.resolve(symbols) }) {
            for case .tag(let tag) in node.modifiers where tagged[tag] == nil { tagged[tag] = node }
        }
        return tagged
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`, given a context and the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        symbols = EmptyView()
    }
}

extension Canvas {
    /// A canvas drawn by `renderer`, which can draw the views of `symbols` by their tags
    /// (`context.resolveSymbol(id:)`).
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let badge = context.resolveSymbol(id: 0) { context.draw(badge, at: CGPoint(x: 40, y: 40)) }
    /// } symbols: {
    ///     Text("New").padding(4).background(.yellow).tag(0)
    /// }
    /// ```
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }
}

/// What a canvas drew, as a view filling its frame.
public struct _CanvasDrawing: View {
    /// The drawing.
    let canvas: ResolvedCanvas

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        resolver.emit(.canvas(view.canvas))
    }
}
