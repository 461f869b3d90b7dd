/// Whether a view's content is being edited: `EditButton` and lists read it from
/// `\.editMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing.
    case active

    /// Whether content is being edited (`transient` or `active`).
    public var isEditing: Bool {
        self != .inactive
    }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The editing mode here, as a binding; `nil` outside any editable container, as in a
    /// render nothing has put one in editing mode unless `.environment(\.editMode, ...)` did.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
