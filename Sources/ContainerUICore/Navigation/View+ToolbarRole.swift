/// The purpose of a view's toolbar, as iOS 16's `toolbarRole` takes it.
public struct ToolbarRole: Sendable, Hashable {
    private let name: String

    /// The system's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser's toolbar (iPad: back and forward buttons leading).
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar (iPad: title leading, room for centred items).
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

extension View {
    /// The purpose of this view's toolbar. On iPhone, which the page draws, every role lays the
    /// bar out the same way, so the role is taken and changes nothing drawn.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
