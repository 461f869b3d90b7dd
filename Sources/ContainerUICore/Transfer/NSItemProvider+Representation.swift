import Foundation

extension NSItemProvider.Representation {
    /// Whether the representation was registered with `fileOptions` (any when empty).
    func matches(_ fileOptions: NSItemProviderFileOptions) -> Bool {
        guard !fileOptions.isEmpty else { return true }
        guard case .file(_, let options) = source else { return false }
        return options.isSuperset(of: fileOptions)
    }

    /// Loads the representation's bytes: its data, its file's contents, or its item's (the
    /// bytes of an `NSData`, the UTF-8 of an `NSString`, the contents of a file `NSURL` of a
    /// type other than a URL, else the URL's text).
    func loadData(_ callback: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        let typeIdentifier = typeIdentifier
        switch source {
        case .data(let load):
            _ = load(callback)
        case .file(let load, _):
            _ = load { url, _, error in
                guard let url else { return callback(nil, error ?? NSItemProvider.error(.unknownError, typeIdentifier)) }
                deliver(Result { try Data(contentsOf: url) }, to: callback)
            }
        case .item(let load):
            load({ item, error in
                guard let item else { return callback(nil, error ?? NSItemProvider.error(.unknownError, typeIdentifier)) }
                switch item {
                case let data as NSData: callback(Data(referencing: data), nil)
                case let string as NSString: callback(Data((string as String).utf8), nil)
                case let url as NSURL where url.isFileURL && UTType(typeIdentifier)?.conforms(to: .url) != true:
                    deliver(Result { try Data(contentsOf: url as URL) }, to: callback)
                case let url as NSURL: callback(Data(url.absoluteString.utf8), nil)
                default: callback(nil, NSItemProvider.error(.unavailableCoercionError, typeIdentifier))
                }
            }, nil, nil)
        }
    }

    /// Loads the representation as a file: its own, or a temporary one written from its data
    /// (named `suggestedName` with the type's filename extension) that `callback`'s third
    /// argument removes.
    func loadFile(suggestedName: String?, _ callback: @escaping @Sendable (URL?, (any Error)?, _ cleanUp: () -> Void) -> Void) {
        if case .file(let load, _) = source {
            _ = load { url, _, error in callback(url, error, {}) }
            return
        }
        let typeIdentifier = typeIdentifier
        loadData { data, error in
            guard let data else { return callback(nil, error, {}) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProvider-\(UUID().uuidString)", isDirectory: true)
            var name = suggestedName.flatMap { $0.isEmpty || $0.contains("/") ? nil : $0 } ?? "item"
            if let ext = UTType(typeIdentifier)?.preferredFilenameExtension, !name.hasSuffix(".\(ext)") { name += ".\(ext)" }
            let file = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
            } catch {
                try? FileManager.default.removeItem(at: folder)
                return callback(nil, error, {})
            }
            callback(file, nil) { try? FileManager.default.removeItem(at: folder) }
        }
    }
}

/// Hands `callback` the data of `result`, or its error.
private func deliver(_ result: Result<Data, any Error>, to callback: @Sendable (Data?, (any Error)?) -> Void) {
    switch result {
    case .success(let data): callback(data, nil)
    case .failure(let error): callback(nil, error)
    }
}
