import Foundation

// How each kind of representation sends an item as data and receives one from data: what an
// `NSItemProvider` registers for a `Transferable` value and loads one from.

extension CodableRepresentation {
    /// Its content type.
    public var _exportedTypes: [UTType] { [contentType] }
    /// Its content type.
    public var _importedTypes: [UTType] { [contentType] }

    /// The item's encoding.
    public func _exportData(_ item: Item, as type: UTType) async throws -> Data {
        try encoder.encode(item)
    }

    /// The item decoded from `data`.
    public func _importData(_ data: Data, as type: UTType) async throws -> Item {
        try decoder.decode(Item.self, from: data)
    }
}

extension DataRepresentation {
    /// Its exported content type, when it sends.
    public var _exportedTypes: [UTType] { exporting == nil ? [] : exportedContentType.map { [$0] } ?? [] }
    /// Its imported content type, when it receives.
    public var _importedTypes: [UTType] { importing == nil ? [] : importedContentType.map { [$0] } ?? [] }

    /// What `exporting` makes of the item.
    public func _exportData(_ item: Item, as type: UTType) async throws -> Data {
        guard let exporting else { throw TransferError.notSent(type) }
        return try await exporting(item)
    }

    /// What `importing` makes of `data`.
    public func _importData(_ data: Data, as type: UTType) async throws -> Item {
        guard let importing else { throw TransferError.notReceived(type) }
        return try await importing(data)
    }
}

extension FileRepresentation {
    /// Its exported content type, when it sends.
    public var _exportedTypes: [UTType] { exporting == nil ? [] : exportedContentType.map { [$0] } ?? [] }
    /// Its imported content type, when it receives.
    public var _importedTypes: [UTType] { importing == nil ? [] : importedContentType.map { [$0] } ?? [] }

    /// The contents of the file `exporting` makes of the item.
    public func _exportData(_ item: Item, as type: UTType) async throws -> Data {
        guard let exporting else { throw TransferError.notSent(type) }
        return try Data(contentsOf: try await exporting(item).file)
    }

    /// What `importing` makes of a temporary file holding `data` (removed afterwards).
    public func _importData(_ data: Data, as type: UTType) async throws -> Item {
        guard let importing else { throw TransferError.notReceived(type) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Transfer-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("item" + (type.preferredFilenameExtension.map { ".\($0)" } ?? ""))
        try data.write(to: file)
        return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
    }
}

extension ProxyRepresentation {
    /// The types the proxy is sent as, when the item can be sent.
    public var _exportedTypes: [UTType] {
        exporting == nil ? [] : Proxy.primitiveRepresentations.flatMap(\._exportedTypes)
    }

    /// The types the proxy is received from, when the item can be received.
    public var _importedTypes: [UTType] {
        importing == nil ? [] : Proxy.primitiveRepresentations.flatMap(\._importedTypes)
    }

    /// The item's proxy, sent as `type` by the proxy's first representation of that type.
    public func _exportData(_ item: Item, as type: UTType) async throws -> Data {
        guard let exporting,
              let representation = Proxy.primitiveRepresentations.first(where: { $0._exportedTypes.contains(type) })
        else { throw TransferError.notSent(type) }
        return try await representation._exportData(try exporting(item), as: type)
    }

    /// The item made from the proxy received from `data` of `type`.
    public func _importData(_ data: Data, as type: UTType) async throws -> Item {
        guard let importing,
              let representation = Proxy.primitiveRepresentations.first(where: { $0._importedTypes.contains(type) })
        else { throw TransferError.notReceived(type) }
        return try importing(try await representation._importData(data, as: type))
    }
}

/// Why a representation could not send or receive an item.
enum TransferError: Error, CustomStringConvertible {
    /// It does not send items as this type.
    case notSent(UTType)
    /// It does not receive items from this type.
    case notReceived(UTType)

    var description: String {
        switch self {
        case .notSent(let type): "The item is not sent as \(type.identifier)."
        case .notReceived(let type): "The item is not received from \(type.identifier)."
        }
    }
}
