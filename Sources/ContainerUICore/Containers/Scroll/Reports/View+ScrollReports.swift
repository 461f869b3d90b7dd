import Foundation

/// iOS 18's scroll reports: actions SwiftUI runs after layout, when a scroll view's geometry,
/// phase or visible views change. A server render is one frame, laid out once and never
/// scrolled, and these actions run in a later frame, so they never run here; the modifiers take
/// SwiftUI's arguments so that code using them compiles, and leave the resolved tree as it was.
extension View {
    /// Runs `action` when `transform` of the scroll view's geometry changes.
    @inlinable
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` when the view becomes visible in its scroll view by `threshold` of its size,
    /// or stops being so.
    @inlinable
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        self
    }

    /// Runs `action` when the ids of the scroll target layout's views visible by `threshold`
    /// change.
    @inlinable
    public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` when the scroll view's phase changes.
    @inlinable
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }

    /// Runs `action` with the context when the scroll view's phase changes.
    @inlinable
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        self
    }
}
