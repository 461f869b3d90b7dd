/// The button that toggles a list's editing mode, usually in a toolbar: "Edit", or "Done" (in
/// semibold) while `\.editMode` says content is being edited. A render is one frame nobody taps,
/// so it never toggles. (Lists here do not draw their rows' editing controls.)
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    /// "Edit" or "Done".
    public var body: some View {
        if editMode?.wrappedValue.isEditing == true {
            Button("Done") {}.fontWeight(.semibold)
        } else {
            Button("Edit") {}
        }
    }
}
