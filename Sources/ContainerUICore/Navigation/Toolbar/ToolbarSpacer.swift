/// How a ``ToolbarSpacer`` sizes itself.
public struct SpacerSizing: Hashable, Sendable {
    /// Whether the spacer takes what room there is.
    let isFlexible: Bool

    /// A spacer of the system's fixed size: here an empty item of no width, so that its
    /// neighbours are two of the bar's item gaps apart instead of one (Apple documents no number).
    public static let fixed = SpacerSizing(isFlexible: false)
    /// A spacer taking all the room it is offered, pushing the items beside it apart.
    public static let flexible = SpacerSizing(isFlexible: true)
}

/// iOS 26's space between toolbar items: a flexible spacer pushes the items apart, a fixed one
/// leaves a small gap. On iOS the items on either side then sit on separate pieces of glass;
/// here the bar is drawn as before iOS 26, so the spacer is only space.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { Button("Share") {} }
///     ToolbarSpacer(placement: .bottomBar)
///     ToolbarItem(placement: .bottomBar) { Button("More") {} }
/// }
/// ```
public struct ToolbarSpacer: ToolbarContent {
    private let sizing: SpacerSizing
    private let placement: ToolbarItemPlacement

    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// Resolved directly: no body.
    public typealias Body = Never

    /// Hands a `Spacer` (of no width, for `.fixed`) to the nearest navigation stack.
    public static func _resolveToolbar(_ content: Self, into resolver: inout Resolver) {
        resolver.addToolbarItem(content.placement) { resolver in
            if content.sizing.isFlexible {
                resolver.resolve(Spacer())
            } else {
                resolver.resolve(Spacer(minLength: 0).frame(width: 0))
            }
        }
    }
}
