import Foundation

/// `safeAreaInset`: a view shown at one edge of the modified view, which makes room for it by
/// taking the inset's length (plus `spacing`) into its safe area. There is no device safe area
/// on the server, so, as with `safeAreaPadding`, the safe area acts on what it can reach: a
/// scroll view or list keeps its whole frame and its content is inset by the length (content
/// margins, so that it scrolls under the inset and its last row can scroll clear of it); any
/// other view is laid out in what remains. Several insets stack, the outer one nearer the edge.
///
/// `spacing: nil` is 8 points. SwiftUI asks the modified view's spacing preference towards the
/// inset view and falls back to its default spacing of 8 (OpenSwiftUI's `InsetViewLayout.spacing()`
/// in `InsetViewModifier.swift`: `distanceToSuccessorView(along:preferring:) ?? defaultSpacingValue`);
/// every view ContainerUI lays out prefers that default distance, as its stacks' `nil` spacing does.
///
/// The inset view is proposed the modified view's length along the edge (its width for `.top` and
/// `.bottom`) and takes its ideal length across.
extension View {
    /// Shows `content` above or below this view, making room for it by insetting this view's
    /// safe area by its height plus `spacing` (8 when `nil`).
    ///
    /// ```swift
    /// List(messages) { MessageRow(message: $0) }
    ///     .safeAreaInset(edge: .bottom) { ComposerBar() }
    /// ```
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(_SafeAreaInsetModifier(
            inset: content(), edge: edge == .top ? .top : .bottom,
            alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom), spacing: spacing
        ))
    }

    /// Shows `content` beside this view, making room for it by insetting this view's safe area
    /// by its width plus `spacing` (8 when `nil`).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(_SafeAreaInsetModifier(
            inset: content(), edge: edge == .leading ? .leading : .trailing,
            alignment: Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment), spacing: spacing
        ))
    }
}

/// The modifier behind `safeAreaInset`: resolves the inset views once and gives every resolved
/// member of the content a ``ResolvedSafeAreaInset`` of them.
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier {
    let inset: Inset
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?

    public typealias Body = Never

    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let nodes = resolver.withIdentityCollect(0x7361_6669) { $0.resolve(modifier.inset) }
        let start = resolver.resolveMembers(of: content)
        guard !nodes.isEmpty else { return }
        let inset = ResolvedSafeAreaInset(nodes: nodes, edge: modifier.edge, alignment: modifier.alignment, spacing: modifier.spacing ?? 8)
        resolver.apply(.safeAreaInset(inset), toMembersFrom: start, hasContentLayer: true)
    }
}
