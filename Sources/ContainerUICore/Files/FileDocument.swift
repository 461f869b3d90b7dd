import Foundation

/// A document read from and written to a file as a value, as in SwiftUI: its types, how it is
/// made from a file, and the file it writes. ``DocumentGroup`` edits one; ``View/fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)``
/// saves one.
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (its readable types unless given).
    static var writableContentTypes: [UTType] { get }
    /// The document in `configuration`'s file.
    init(configuration: ReadConfiguration) throws
    /// The file holding the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document read from and written to a file as an observable object, saved from snapshots of
/// it, as in SwiftUI.
public protocol ReferenceFileDocument: ObservableObject {
    /// A copy of the document's state, taken to be written.
    associatedtype Snapshot
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as (its readable types unless given).
    static var writableContentTypes: [UTType] { get }
    /// The document in `configuration`'s file.
    init(configuration: ReadConfiguration) throws
    /// A copy of the document's state to be written as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file holding `snapshot`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written for.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a document is read from, and its type.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper

    /// A configuration reading `file` as `contentType`.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The type a document is written as, and the file it was read from, if any.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file the document was read from.
    public let existingFile: FileWrapper?

    /// A configuration writing `contentType` over `existingFile`.
    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// The document a ``DocumentGroup`` shows, for its editor or viewer.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// Where the document is saved (`nil` for a new one).
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool
}

/// The document a ``DocumentGroup`` of reference documents shows.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// Where the document is saved (`nil` for a new one).
    public var fileURL: URL?
    /// Whether the document can be edited.
    public var isEditable: Bool
}
