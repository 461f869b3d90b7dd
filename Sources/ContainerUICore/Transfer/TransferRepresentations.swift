import Foundation

/// An item sent and received as its `Codable` encoding, JSON unless other coders are given.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder & Sendable, Decoder: TopLevelDecoder & Sendable>:
    _PrimitiveTransferRepresentation where Encoder.Output == Data, Decoder.Input == Data {
    /// The type of the encoded data.
    public let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// The item's encoding by `encoder`, read back by `decoder`, as data of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    /// The encoding as UTF-8 text when it is text.
    public func _text(of item: Item) -> String? {
        (try? encoder.encode(item)).flatMap { String(data: $0, encoding: .utf8) }
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// The item's JSON, as data of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        self.init(for: itemType, contentType: contentType, encoder: encoder, decoder: JSONDecoder())
    }
}

/// An item sent as data of a content type made by `exporting`, and received from such data by
/// `importing`. Neither runs in a render.
public struct DataRepresentation<Item: Transferable>: _PrimitiveTransferRepresentation {
    /// The type of the data sent.
    public let exportedContentType: UTType?
    /// The type of the data received.
    public let importedContentType: UTType?
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Sent and received as data of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedContentType = contentType
        importedContentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Sent only, as data of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.exportedContentType = exportedContentType
        importedContentType = nil
        self.exporting = exporting
        importing = nil
    }

    /// Received only, from data of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedContentType = nil
        self.importedContentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    /// None: the data is made asynchronously, never in a render.
    public func _text(of item: Item) -> String? { nil }
}

/// A file sent: its URL, and whether the receiver may open the original rather than a copy.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the file itself.
    public let allowAccessingOriginalFile: Bool

    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received: where it is, and whether it is the sender's original.
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the file is the sender's own rather than a copy.
    public let isOriginalFile: Bool

    /// A received file.
    public init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

/// An item sent and received as a file of a content type. Neither closure runs in a render.
public struct FileRepresentation<Item: Transferable>: _PrimitiveTransferRepresentation {
    /// The type of the file sent.
    public let exportedContentType: UTType?
    /// The type of the file received.
    public let importedContentType: UTType?
    /// Whether the receiver should try to open the file where it is.
    public let shouldAttemptToOpenInPlace: Bool
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Sent and received as a file of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        exportedContentType = contentType
        importedContentType = contentType
        self.shouldAttemptToOpenInPlace = shouldAttemptToOpenInPlace
        self.exporting = exporting
        self.importing = importing
    }

    /// Sent only, as a file of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        self.exportedContentType = exportedContentType
        importedContentType = nil
        shouldAttemptToOpenInPlace = shouldAllowToOpenInPlace
        self.exporting = exporting
        importing = nil
    }

    /// Received only, from a file of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        exportedContentType = nil
        self.importedContentType = importedContentType
        self.shouldAttemptToOpenInPlace = shouldAttemptToOpenInPlace
        exporting = nil
        self.importing = importing
    }

    /// None: the file is made asynchronously, never in a render.
    public func _text(of item: Item) -> String? { nil }
}

/// An item sent and received as another transferable value (a note as its text, a photo as its
/// URL).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: _PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) throws -> Proxy)?
    let importing: (@Sendable (Proxy) throws -> Item)?

    /// Sent and received as `Proxy`.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Sent only, as `Proxy`.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
        self.exporting = exporting
        importing = nil
    }

    /// Received only, from `Proxy`.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    /// The proxy's own text, when the item can be sent.
    public func _text(of item: Item) -> String? {
        guard let exporting, let proxy = try? exporting(item) else { return nil }
        return proxy._shareDescription
    }
}
