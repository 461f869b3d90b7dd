import Foundation

// Item providers by content type, and carrying `Transferable` values (iOS 16).

extension NSItemProvider {
    /// A provider carrying the file at `fileURL` as `contentType` (the type of its filename
    /// extension when `nil`), to be opened in place when `openInPlace`.
    public convenience init(contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false, coordinated: Bool = false,
                            visibility: NSItemProviderRepresentationVisibility = .all) {
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = contentType ?? UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: openInPlace ? .openInPlace : [], visibility: visibility) { completion in
            completion(fileURL, coordinated, nil)
            return nil
        }
    }

    /// The content types the item can be loaded as, in the order registered (types the system
    /// does not declare are left out).
    public var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.compactMap(UTType.init)
    }

    /// The registered content types that conform to `contentType`.
    public func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Registers data of `contentType`, made by `loadHandler` when asked for.
    public func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers a file of `contentType`, made by `loadHandler` when asked for.
    public func registerFileRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                           openInPlace: Bool = false,
                                           loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        registerFileRepresentation(forTypeIdentifier: contentType.identifier, fileOptions: openInPlace ? .openInPlace : [],
                                   visibility: visibility, loadHandler: loadHandler)
    }

    /// Loads the data of the first representation conforming to `contentType`.
    @discardableResult
    public func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Loads the first representation conforming to `contentType` as a file: in place when it was
    /// registered so and `openInPlace` is asked for, else a temporary copy removed once the
    /// handler returns.
    @discardableResult
    public func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                       completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        if openInPlace {
            return loadInPlaceFileRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
        }
        return loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in completionHandler(url, false, error) }
    }

    /// Registers `transferable`'s representations, most faithful first: each content type it is
    /// sent as becomes data made by that representation when asked for.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {
        for representation in T.primitiveRepresentations {
            for type in representation._exportedTypes where !registeredTypeIdentifiers.contains(type.identifier) {
                // Made here, so that the closures handed on carry no generic type.
                let export = UncheckedSendable { () async throws -> Data in try await representation._exportData(transferable(), as: type) }
                registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                    Task {
                        do { completion(try await export.value(), nil) } catch { completion(nil, error) }
                    }
                    return nil
                }
            }
        }
    }

    /// Makes a `transferableType` value from the first of its representations (most faithful
    /// first) whose content type the provider has, and hands it to `completionHandler`.
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        // Made here, so that the closures handed on carry no generic type.
        let fail = UncheckedSendable { (error: any Error) in completionHandler(.failure(error)) }
        let candidates = T.primitiveRepresentations.lazy.flatMap { representation in
            representation._importedTypes.map { (representation: representation, type: $0) }
        }
        guard let (representation, type) = candidates.first(where: { self.hasItemConformingToTypeIdentifier($0.type.identifier) }) else {
            let progress = Progress(totalUnitCount: 1)
            let wanted = T.primitiveRepresentations.flatMap(\._importedTypes).map(\.identifier).joined(separator: ", ")
            Self.fail(progress, wanted) { fail.value($0) }
            return progress
        }
        let receive = UncheckedSendable { (data: Data) async in
            do { completionHandler(.success(try await representation._importData(data, as: type))) } catch { completionHandler(.failure(error)) }
        }
        let identifier = type.identifier
        return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
            guard let data else { return fail.value(error ?? Self.error(.unknownError, identifier)) }
            Task { await receive.value(data) }
        }
    }
}
