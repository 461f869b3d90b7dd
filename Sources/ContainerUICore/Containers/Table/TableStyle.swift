/// The look of a `Table`, as passed to `tableStyle(_:)`.
public protocol TableStyle {
    /// The style as plain data.
    var _kind: TableStyleKind { get }
}

/// The table styles of iOS.
public enum TableStyleKind: String, Hashable, Sendable, CaseIterable {
    /// Rows from edge to edge, as a plain list (the default).
    case automatic
    /// Rows inset from the edges with rounded corners, as an inset list.
    case inset
}

/// The platform's default table style: rows from edge to edge.
public struct AutomaticTableStyle: TableStyle, Sendable {
    /// The default style.
    public init() {}
    public var _kind: TableStyleKind { .automatic }
}

/// Rows inset from the edges.
public struct InsetTableStyle: TableStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: TableStyleKind { .inset }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default: rows from edge to edge.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

@usableFromInline struct TableStyleKey: EnvironmentKey { @usableFromInline static let defaultValue = TableStyleKind.automatic }

extension View {
    /// Sets the style of tables inside.
    @inline(__always)
    @inlinable
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environmentWrite(style._kind, for: TableStyleKey.self)
    }
}
