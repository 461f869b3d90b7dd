import ContainerUI

/// The app's settings window.
struct NotesSettings: View {
    @AppStorage("notes.showsPreviews") private var showsPreviews = true

    var body: some View {
        Form {
            Toggle("Show previews", isOn: $showsPreviews)
        }
    }
}
