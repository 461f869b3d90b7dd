import Foundation

/// Top or bottom.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        public var description: String { self == .all ? "all" : self == .top ? "top" : self == .bottom ? "bottom" : "none" }
    }
}

/// Where `contentMargins` apply.
public enum ContentMarginPlacement: Hashable, Sendable {
    /// Content and scroll indicators.
    case automatic
    /// Only the scrolled content.
    case scrollContent
    /// Only the scroll indicators.
    case scrollIndicators
}

/// How a scroll view settles after scrolling.
public enum ScrollTargetBehaviorKind: Hashable, Sendable, CustomStringConvertible {
    /// On a child of the scroll target layout.
    case viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    /// On container-sized pages.
    case paging

    public var description: String {
        switch self {
        case .viewAligned(let limit): limit == .automatic ? "viewAligned" : "viewAligned(\(limit))"
        case .paging: "paging"
        }
    }
}

/// A scroll target behaviour, as passed to `scrollTargetBehavior(_:)`.
public protocol ScrollTargetBehavior {
    /// The behaviour as plain data.
    var _kind: ScrollTargetBehaviorKind { get }
}

/// Settles with a child of the scroll target layout aligned.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    /// How many views one swipe may move.
    public enum LimitBehavior: Hashable, Sendable {
        /// Limited in compact size classes along the scrolling axis.
        case automatic
        /// Always limited to one view.
        case always
        /// Never limited.
        case never
    }

    /// The limit behaviour.
    public var limitBehavior: LimitBehavior

    /// A view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// The behaviour as plain data.
    public var _kind: ScrollTargetBehaviorKind { .viewAligned(limitBehavior: limitBehavior) }
}

/// Settles on container-sized pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Hashable, Sendable {
    /// A paging behaviour.
    public init() {}
    /// The behaviour as plain data.
    public var _kind: ScrollTargetBehaviorKind { .paging }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a child view aligned.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Settles with a child view aligned, with a limit behaviour.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Whether scroll indicators show.
public typealias ScrollIndicatorVisibility = Visibility

extension View {
    /// Sets the visibility of this list row's separators.
    @inline(__always)
    @inlinable
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        node(.listRowSeparator(visibility, edges: edges))
    }

    /// Sets the visibility of this list section's separators: the full-width hairlines above and
    /// below its rows that a grouped list draws (the inset grouped, inset and plain styles draw
    /// none, as on iOS).
    @inline(__always)
    @inlinable
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        node(.listSectionSeparator(visibility, edges: edges))
    }

    /// Colours this list section's separators on `edges` with `color` (a grouped list's hairlines
    /// above and below the section's rows); `nil` keeps the list's.
    @inline(__always)
    @inlinable
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_NodeModifier(modifier: .listSectionSeparatorTint(color ?? .clear, edges: edges)).active(color != nil))
    }

    /// Makes the children of this layout the targets a scroll view settles on.
    @inline(__always)
    @inlinable
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_NodeModifier(modifier: .scrollTargetLayout).active(isEnabled))
    }

    /// How this scroll view settles after scrolling.
    @inline(__always)
    @inlinable
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View {
        node(.scrollTargetBehavior(behavior._kind))
    }

    /// Margins around this scroll view's content.
    @inline(__always)
    @inlinable
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        node(.contentMargins(EdgeInsets(
            top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
            bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0
        ), placement: placement))
    }

    /// Margins of `length` (16 when `nil`) on `edges` of this scroll view's content.
    @inline(__always)
    @inlinable
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        node(.contentMargins(EdgeInsets(edges, length ?? 16), placement: placement))
    }

    /// Margins of `length` around this scroll view's content.
    @inline(__always)
    @inlinable
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        node(.contentMargins(EdgeInsets(.all, length), placement: placement))
    }

    /// Disables or enables scrolling in the scrollable views inside (scroll views and lists),
    /// through `EnvironmentValues.isScrollEnabled`: their content is laid out as before, but people
    /// cannot scroll it. An inner `scrollDisabled(false)` enables scrolling again.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environmentTransform { $0.isScrollEnabled = !disabled }
    }

    /// Lets the content of the scroll views inside draw outside their bounds when `disabled`
    /// (through `EnvironmentValues.isScrollClipDisabled`). A page's scroller always clips what it
    /// scrolls, so the scroll view records it (`clipDisabled` in the JSON) and draws as before.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environmentTransform { $0.isScrollClipDisabled = disabled }
    }

    /// Flashes the scroll indicators of the scroll views inside when they appear, if
    /// `onAppear`. A render is one frame, and its indicators are at rest, so nothing changes.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        self
    }

    /// Whether this scroll view shows indicators.
    @inline(__always)
    @inlinable
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        node(.scrollIndicators(visibility))
    }
}

extension View {
    /// Makes each resolved member of this view the scroll target its scroll view shows first.
    @inline(__always)
    @inlinable
    package func initialScrollTarget() -> some View {
        node(.initialScrollTarget)
    }
}
