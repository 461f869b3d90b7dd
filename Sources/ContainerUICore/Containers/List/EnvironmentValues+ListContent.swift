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

private struct OutlineDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How many expanded disclosure groups of a list enclose the current position: the outline
    /// level its rows are indented to.
    package var outlineDepth: Int {
        get { self[OutlineDepthKey.self] }
        set { self[OutlineDepthKey.self] = newValue }
    }
}
