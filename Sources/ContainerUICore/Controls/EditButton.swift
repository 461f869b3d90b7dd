/// The button that toggles a list's editing mode, usually in a toolbar. A render is never in
/// editing mode, so it is the "Edit" button, as in SwiftUI's first frame.
public struct EditButton: View {
    /// An edit button.
    public init() {}

    /// The "Edit" button.
    public var body: some View {
        Button("Edit") {}
    }
}
