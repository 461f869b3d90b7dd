@testable import ContainerUI
import Foundation
import Testing

/// `DocumentGroup`: an app of documents renders the editor of a new, untitled document, as the
/// Mac opens one at launch; a viewer group opens no window until a document is picked.
@MainActor @Suite struct DocumentGroupTests {
    struct TextFile: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text = "Draft"
        init() {}
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data(text.utf8)) }
    }

    struct Editor: App {
        var body: some Scene {
            DocumentGroup(newDocument: TextFile()) { file in
                VStack {
                    Text(file.fileURL == nil ? "Untitled" : "Saved")
                    Text(file.isEditable ? "editable" : "read-only")
                    TextField("Text", text: file.$document.text)
                }
            }
        }
    }

    struct Viewer: App {
        var body: some Scene {
            DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
            WindowGroup("Library") { Text("library window") }
        }
    }

    @Test func rendersTheEditorOfANewDocument() throws {
        let page = String(decoding: try Editor().document(AppLaunchOptions(arguments: [])), as: UTF8.self)
        #expect(page.contains("Untitled") && page.contains("editable") && page.contains(#"value="Draft""#))
    }

    @Test func aViewerOpensNoWindowAtLaunch() throws {
        let page = String(decoding: try Viewer().document(AppLaunchOptions(arguments: [])), as: UTF8.self)
        #expect(page.contains("library window") && !page.contains("Draft"))
    }

    @Test func aDocumentReadsAndWritesItsFile() throws {
        let file = try TextFile().fileWrapper(configuration: .init(contentType: .plainText, existingFile: nil))
        let read = try TextFile(configuration: .init(contentType: .plainText, file: file))
        #expect(read.text == "Draft")
    }
}
