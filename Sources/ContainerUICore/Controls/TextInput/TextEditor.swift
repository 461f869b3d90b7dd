/// A multi-line area that edits a long string: notes, messages, descriptions.
///
/// As on iOS, it takes all the space offered, shows its text in the environment's font inset
/// as `UITextView` insets it (5 points across, 8 down), on the system background unless
/// `scrollContentBackground(.hidden)` lets what is behind it show through, and scrolls text
/// longer than it. It has no label: name it with `accessibilityLabel(_:)` (on the page it is
/// a `<textarea>`, named "Text editor" otherwise). A render is one frame nobody types into, so
/// the binding is read once and never written.
public struct TextEditor: View {
    let text: String

    /// An editor showing and editing `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let lines = TextInputLines.editor(showsBackground: resolver.environment[ScrollContentBackgroundKey.self] != .hidden)
        resolver.emitTextInput(text: Text(verbatim: view.text), prompt: nil, label: EmptyView(), isSecure: false, lines: lines)
    }
}
