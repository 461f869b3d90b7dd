import ContainerUI
import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType` as Apple's UniformTypeIdentifiers has it: the system's common types, their
/// conformances, tags, and types declared in code or made for unknown tags.
@Suite("Uniform type identifiers")
struct UTTypeTests {
    @Test("System types conform through their supertypes")
    func conformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item) && UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text) && UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.swiftSource.conforms(to: .sourceCode) && UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image) && !UTType.jpeg.isSubtype(of: .jpeg))
        #expect(UTType.pdf.supertypes == [.data, .item, .compositeContent, .content])
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
    }

    @Test("Tags name types both ways")
    func tags() {
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType("public.plain-text") == .plainText && UTType("com.example.unknown") == nil)
        #expect(UTType.types(tag: "txt", tagClass: .filenameExtension, conformingTo: .text) == [.plainText])
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
        #expect(UTType.html.localizedDescription == "HTML" && UTType.png.isPublic && UTType.png.isSystemDeclared)
    }

    @Test("Unknown tags give dynamic types conforming to what was asked, and code declares its own")
    func dynamicAndDeclared() throws {
        let unknown = try #require(UTType(filenameExtension: "xyz123"))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "xyz123")
        let board = UTType(exportedAs: "com.example.board", conformingTo: .json)
        #expect(board.conforms(to: .json) && board.conforms(to: .text) && !board.isDynamic && !board.isSystemDeclared)
        #expect(UTType(importedAs: "com.example.raw").conforms(to: .data))
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test("A type is encoded as its identifier")
    func coding() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType(exportedAs: "com.example.board")])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.example.board"]"#)
        let decoded = try JSONDecoder().decode([UTType].self, from: data)
        #expect(decoded[0] == .png && decoded[0].conforms(to: .image) && decoded[1].conforms(to: .data))
    }
}
