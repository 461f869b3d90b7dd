extension View {
    /// Runs `action` with the subtree's merged value of `key` when it changes, after layout. A
    /// render is the first frame, before any action has run, so `action` never runs and state it
    /// would set keeps its value (as with `onChange`); to draw from a preference in the same
    /// frame, read it with `overlayPreferenceValue` or `backgroundPreferenceValue`.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        self
    }
}
