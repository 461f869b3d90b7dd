struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Hides the labels of the controls inside, which keep them as their names for screen
    /// readers: a toggle is its switch alone, a stepper its buttons, a picker in a list the menu
    /// button showing its value.
    public func labelsHidden() -> some View {
        environmentWrite(true, for: LabelsHiddenKey.self)
    }

    /// Hides the labels of the controls inside with `.hidden` (as ``labelsHidden()``); `.visible`
    /// and `.automatic` show them, as controls do unless told otherwise.
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        environmentWrite(visibility == .hidden, for: LabelsHiddenKey.self)
    }
}

extension EnvironmentValues {
    /// Whether controls draw their labels (`labelsHidden()`).
    package var labelsHidden: Bool { self[LabelsHiddenKey.self] }
}
