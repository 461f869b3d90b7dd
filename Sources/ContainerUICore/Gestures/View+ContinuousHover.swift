extension View {
    /// Runs `action` with the pointer's place in `coordinateSpace` as it moves over the view, then
    /// `.ended` when it leaves, as SwiftUI's `onContinuousHover(coordinateSpace:perform:)`. A
    /// server render has no pointer: like `onHover`, it leaves the view as it is and `action`
    /// never runs.
    @inlinable
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        self
    }
}
