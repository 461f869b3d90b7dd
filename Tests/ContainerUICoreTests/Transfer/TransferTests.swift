import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `Transferable` with SwiftUI's transfer representations, the paste button, documents and
/// their files, and the file dialogs, which a render never presents.
@Suite("Transfer and files")
struct TransferTests {
    struct Note: Codable, Transferable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    struct Photo: Transferable {
        static let sharesLinks = true
        var url: URL
        static var transferRepresentation: some TransferRepresentation {
            DataRepresentation(exportedContentType: .png) { _ in Data() }
            if sharesLinks {
                ProxyRepresentation(exporting: \.url)
            } else {
                ProxyRepresentation(exporting: \.url.lastPathComponent)
            }
        }
    }

    struct Memo: Transferable, CustomStringConvertible {
        var text: String
        var description: String { "memo: \(text)" }
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(exportedContentType: .plainText) { SentTransferredFile(URL(fileURLWithPath: "/tmp/\($0.text)")) }
        }
    }

    @Test("An item's share text comes from its first representation that gives one at once")
    func shareText() {
        #expect(Note(title: "Groceries")._shareDescription == #"{"title":"Groceries"}"#)
        #expect(Photo(url: URL(string: "https://example.com/a.png")!)._shareDescription == "https://example.com/a.png")
        #expect(Memo(text: "x")._shareDescription == "memo: x")
        #expect(Note.transferRepresentation._primitives.count == 2 && Photo.transferRepresentation._primitives.count == 2)
        #expect("plain"._shareDescription == "plain" && AttributedString("rich")._shareDescription == "rich")
    }

    @Test("A share link of custom items holds their share text")
    func shareLink() {
        let link = ShareLink(item: Note(title: "Groceries"), preview: SharePreview("Note"))
        #expect(resolve(link).root.dump().contains(#"shareButton(items: ["{\"title\":\"Groceries\"}"], previews: ["Note"])"#))
    }

    @Test("The paste button is a bordered capsule titled Paste with the clipboard symbol")
    func pasteButton() {
        let dump = resolve(PasteButton(payloadType: String.self) { _ in }).root.dump()
        #expect(dump.contains("Button") && dump.contains(#"Text("Paste")"#) && dump.contains(#"Image(systemName: "doc.on.clipboard")"#))
        #expect(dump.contains("background(accentColor opacity 0.12 in Capsule)"))
    }

    @Test("File dialogs leave the view as it is")
    func dialogs() {
        struct File: FileDocument {
            static var readableContentTypes: [UTType] { [.plainText] }
            init() {}
            init(configuration: ReadConfiguration) throws {}
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data()) }
        }
        let plain = resolve(Text("Files")).root.dump()
        let shown = Binding.constant(true)
        let view = Text("Files")
            .fileImporter(isPresented: shown, allowedContentTypes: [.pdf]) { _ in }
            .fileImporter(isPresented: shown, allowedContentTypes: [.image], allowsMultipleSelection: true) { _ in }
            .fileExporter(isPresented: shown, document: File(), contentType: .plainText, defaultFilename: "a.txt") { _ in }
            .fileExporter(isPresented: shown, item: "text", contentTypes: [.plainText]) { _ in }
            .fileMover(isPresented: shown, file: URL(fileURLWithPath: "/tmp/a")) { _ in }
        #expect(resolve(view).root.dump() == plain)
        #expect(File.writableContentTypes == [.plainText])
    }

    @Test("A file wrapper writes and reads back files and folders")
    func fileWrappers() throws {
        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("a".utf8))])
        #expect(folder.addRegularFile(withContents: Data("b".utf8), preferredFilename: "a.txt") == "2 a.txt")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cui-wrapper-\(UUID().uuidString)")
        try folder.write(to: url, options: .withNameUpdating, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        #expect(read.isDirectory && read.filename == url.lastPathComponent && folder.filename == url.lastPathComponent)
        #expect(read.fileWrappers?.keys.sorted() == ["2 a.txt", "a.txt"])
        #expect(read.fileWrappers?["2 a.txt"]?.regularFileContents == Data("b".utf8))
        #expect(read.fileWrappers?["a.txt"]?.isRegularFile == true)
    }

    @Test("A localized attributed string reads its Markdown")
    func localizedAttributedString() {
        let string = AttributedString(localized: "Hello **there**")
        #expect(String(string.characters) == "Hello there")
        #expect(string.runs.contains { $0.inlinePresentationIntent == .stronglyEmphasized })
    }
}
