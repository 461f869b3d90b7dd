import Foundation

/// `visualEffect(_:)`: effects computed from the view's geometry, resolved once its frame is
/// known (the renderer evaluates them with the layout engine's frame of the view).
public struct ResolvedVisualEffect {
    /// The effects for the view's geometry, the first applied first (innermost).
    public let effects: (GeometryProxy) -> [VisualEffectItem]

    @usableFromInline
    init(effects: @escaping (GeometryProxy) -> [VisualEffectItem]) {
        self.effects = effects
    }
}

extension View {
    /// Applies the effects `effect` builds from the view's geometry (its size and its frame in
    /// the window and in named coordinate spaces) to how it is drawn; its layout does not change.
    ///
    /// ```swift
    /// Text("Row").visualEffect { content, proxy in
    ///     content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
    /// }
    /// ```
    ///
    /// The closure need not be `Sendable`, unlike SwiftUI's (see `task(priority:_:)`): it may read
    /// the view's properties, and runs while the page is drawn.
    @inlinable
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        node(.visualEffect(ResolvedVisualEffect { proxy in
            var effects: [VisualEffectItem] = []
            effect(EmptyVisualEffect(), proxy)._appendEffects(to: &effects)
            return effects
        }))
    }
}
