import ContainerUI

/// Vertical text fields and text editors in the light and the dark: what the trip details example
/// shows inside a form.
struct TextEditorSample: View {
    private var controls: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: .constant("A weekend in Lisbon <with friends> & family"), axis: .vertical)
                .lineLimit(3...6)
            TextField("Summary", text: .constant(""), prompt: Text("Say more"), axis: .vertical)
                .textFieldStyle(.roundedBorder)
                .lineLimit(2, reservesSpace: true)
            TextEditor(text: .constant("Line one\nLine two"))
                .frame(height: 90)
                .accessibilityLabel("Notes")
            TextEditor(text: .constant(""))
                .scrollContentBackground(.hidden)
                .frame(height: 60)
                .background(Color.yellow.opacity(0.2))
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            controls.padding().background(Color.white).environment(\.colorScheme, .light)
            controls.padding().background(Color.black).environment(\.colorScheme, .dark)
        }
    }
}
