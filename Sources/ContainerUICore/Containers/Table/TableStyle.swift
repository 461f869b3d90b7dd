/// The look of a `Table`, as passed to `tableStyle(_:)`.
public protocol TableStyle {
    /// The style as plain data.
    var _kind: TableStyleKind { get }
    /// Whether the style tints every second row (`.inset(alternatesRowBackgrounds: true)`).
    var _alternatesRowBackgrounds: Bool { get }
}

extension TableStyle {
    /// Plain rows.
    public var _alternatesRowBackgrounds: Bool { false }
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
    let alternates: Bool

    /// The style.
    public init() { alternates = false }
    /// The style, every second row tinted when `alternatesRowBackgrounds` (macOS).
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _kind: TableStyleKind { .inset }
    public var _alternatesRowBackgrounds: Bool { alternates }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default: rows from edge to edge.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
    /// Rows inset from the edges, every second one tinted when `alternatesRowBackgrounds`.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

@usableFromInline struct TableStyleKey: EnvironmentKey { @usableFromInline static let defaultValue = TableStyleKind.automatic }
@usableFromInline struct TableAlternatesRowBackgroundsKey: EnvironmentKey { @usableFromInline static let defaultValue = false }
/// `tableColumnHeaders(_:)`.
struct TableColumnHeadersKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension View {
    /// Sets the style of tables inside.
    @inline(__always)
    @inlinable
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environmentWrite(style._kind, for: TableStyleKey.self)
            .environmentWrite(style._alternatesRowBackgrounds, for: TableAlternatesRowBackgroundsKey.self)
    }

    /// Shows or hides the header row of the tables inside (`.hidden` leaves the rows alone; the
    /// header is drawn in a regular size class only).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environmentWrite(visibility, for: TableColumnHeadersKey.self)
    }
}
