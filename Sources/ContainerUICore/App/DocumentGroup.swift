import Foundation

/// A scene of document windows, as in SwiftUI: `DocumentGroup(newDocument: TextFile()) { file in
/// TextEditor(text: file.$document.text) }`.
///
/// ``App/main()`` renders a group made with `newDocument:` as the Mac opens it at launch: the
/// editor of a new, untitled document (no `fileURL`, editable), whose binding keeps what the
/// render writes. A group made with `viewing:` opens only documents someone picks, so it opens no
/// window at launch; asked for by its title, it draws its viewer for no document: nothing.
public struct DocumentGroup<Document, Content: View>: PrimitiveScene {
    let window: SceneWindow.Kind
    let content: () -> AnyView

    package func appendWindows(to windows: inout [SceneWindow]) {
        windows.append(SceneWindow(title: nil, id: nil, kind: window, content: content()))
    }
}

/// Holds a new document for its editor's binding.
private final class DocumentStorage<Document> {
    var document: Document
    init(_ document: Document) { self.document = document }
}

extension DocumentGroup where Document: FileDocument {
    /// Document windows editing `Document`s, new ones made by `newDocument`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        window = .group
        content = {
            let storage = DocumentStorage(newDocument())
            let binding = Binding(get: { storage.document }, set: { storage.document = $0 })
            return AnyView(editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true)))
        }
    }

    /// Document windows viewing `Document`s opened by the reader.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        window = .documentViewer
        content = { AnyView(EmptyView()) }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Document windows editing reference `Document`s, new ones made by `newDocument`.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        window = .group
        content = { AnyView(editor(ReferenceFileDocumentConfiguration(document: newDocument(), fileURL: nil, isEditable: true))) }
    }

    /// Document windows viewing reference `Document`s opened by the reader.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        window = .documentViewer
        content = { AnyView(EmptyView()) }
    }
}
