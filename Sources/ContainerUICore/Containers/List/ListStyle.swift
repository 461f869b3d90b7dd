import Foundation

/// The look of a `List`, as passed to `listStyle(_:)`.
public protocol ListStyle {
    /// The style as plain data.
    var _kind: ListStyleKind { get }
}

/// The list styles of iOS.
public enum ListStyleKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Sections as rounded cards inset from the edges, on the grouped background (the default).
    case insetGrouped
    /// Sections as cards reaching both edges, on the grouped background.
    case grouped
    /// Rows on the system background, inset from the edges with rounded sections; plain headers.
    case inset
    /// Rows on the system background from edge to edge; plain headers.
    case plain
    /// A sidebar; on a phone it draws as `insetGrouped`, each section with a header collapsible:
    /// the header prominent, with a disclosure chevron at its trailing edge.
    case sidebar

    public var description: String { rawValue }

    /// Whether sections are cards on the grouped background (`insetGrouped`, `grouped`,
    /// `sidebar`), rather than rows on the system background.
    package var isGrouped: Bool { self != .plain && self != .inset }
}

/// The platform's default list style: inset grouped on iOS.
public struct DefaultListStyle: ListStyle, Sendable {
    /// The default style.
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}

/// Sections as rounded cards inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: ListStyleKind { .insetGrouped }
}

/// Sections as cards reaching both edges, on the grouped background.
public struct GroupedListStyle: ListStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: ListStyleKind { .grouped }
}

/// Rows inset from the edges on the system background.
public struct InsetListStyle: ListStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: ListStyleKind { .inset }
}

/// Rows from edge to edge on the system background.
public struct PlainListStyle: ListStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: ListStyleKind { .plain }
}

/// A sidebar list; on a phone it draws as inset grouped, each section with a header collapsible:
/// the header prominent (bold `title3`), with the tinted disclosure chevron at its trailing edge
/// (down while expanded, right while collapsed), and a collapsed section's header alone.
public struct SidebarListStyle: ListStyle, Sendable {
    /// The style.
    public init() {}
    public var _kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as cards reaching both edges.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges on the system background.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows from edge to edge on the system background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The space between a list's sections, as passed to `listSectionSpacing(_:)`.
public struct ListSectionSpacing: Hashable, Sendable {
    /// The space in points, or `nil` for the style's own.
    @usableFromInline let length: CGFloat?

    /// The style's own spacing.
    public static let `default` = ListSectionSpacing(length: nil)
    /// Less space than the default: 20 points.
    public static let compact = ListSectionSpacing(length: 20)

    /// A spacing of `length` points.
    public static func custom(_ length: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: max(length, 0))
    }
}

@usableFromInline struct ListStyleKey: EnvironmentKey { @usableFromInline static let defaultValue = ListStyleKind.insetGrouped }
@usableFromInline struct ListRowSpacingKey: EnvironmentKey { @usableFromInline static let defaultValue: CGFloat? = nil }
@usableFromInline struct ListSectionSpacingKey: EnvironmentKey { @usableFromInline static let defaultValue: CGFloat? = nil }
@usableFromInline struct ScrollContentBackgroundKey: EnvironmentKey { @usableFromInline static let defaultValue = Visibility.automatic }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }

extension EnvironmentValues {
    /// The least height of a list row: 44 points unless set.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = max(newValue, 0) }
    }
}

extension View {
    /// Sets the style of lists inside.
    @inline(__always)
    @inlinable
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environmentWrite(style._kind, for: ListStyleKey.self)
    }

    /// Puts `spacing` points between the rows of lists inside (`nil` for none); rows on cards
    /// then become cards of their own, without separators.
    @inline(__always)
    @inlinable
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environmentWrite(spacing.map { max($0, 0) }, for: ListRowSpacingKey.self)
    }

    /// Sets the space between the sections of lists inside.
    @inline(__always)
    @inlinable
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environmentWrite(spacing.length, for: ListSectionSpacingKey.self)
    }

    /// Puts `spacing` points between the sections of lists inside.
    @inline(__always)
    @inlinable
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environmentWrite(max(spacing, 0), for: ListSectionSpacingKey.self)
    }

    /// Shows or hides the background of scrollable views inside, such as a list's grey page, so
    /// that a background behind them shows through.
    @inline(__always)
    @inlinable
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environmentWrite(visibility, for: ScrollContentBackgroundKey.self)
    }
}
