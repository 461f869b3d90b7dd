/// How iOS 26 shows a search field that is in a toolbar: as the field, or minimized to a button
/// that expands into it.
public struct SearchToolbarBehavior: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = SearchToolbarBehavior(name: "automatic")
    /// A button that expands into the field.
    public static let minimize = SearchToolbarBehavior(name: "minimize")
}

extension View {
    /// How searches in toolbars inside show (iOS 26). The page draws a navigation stack's search
    /// field under its title, as iOS 18 does, for every behaviour: this changes nothing there.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        self
    }
}
