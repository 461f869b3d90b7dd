import Foundation

/// The system's button that pastes what the pasteboard holds of a ``Transferable`` type, as
/// SwiftUI draws it: a bordered capsule with the clipboard symbol and "Paste" (`.labelStyle`
/// picks the symbol or the title alone, `.tint` its colour).
///
/// A page has no pasteboard to read, so neither `onPaste` nor `payloadAction` is ever called;
/// the button is drawn as iOS draws it when something can be pasted.
public struct PasteButton: View {
    /// A button pasting values of `payloadType`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// A button pasting items that have one of `supportedContentTypes`, handed to
    /// `payloadAction` as item providers.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    public var body: some View {
        Button {} label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.capsule)
    }
}
