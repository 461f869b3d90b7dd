private struct ListContentKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether views are resolved as the content of a `List` (or a `Form`): a `NavigationLink`
    /// there draws the row's trailing chevron. A `NavigationStack` or a toolbar item inside the
    /// list resets it.
    package var isListContent: Bool {
        get { self[ListContentKey.self] }
        set { self[ListContentKey.self] = newValue }
    }
}
