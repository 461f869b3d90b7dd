extension View {
    /// Asks the system to let the app's own gestures near `edges` come before its edge gestures
    /// (Home indicator, Control Center) (iOS 16). A page has no such system gestures: the view is
    /// drawn as is and nothing is deferred.
    public func defersSystemGestures(on edges: Edge.Set) -> some View {
        self
    }
}
