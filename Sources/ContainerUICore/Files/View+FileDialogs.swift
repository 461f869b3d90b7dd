import Foundation

// Importing, exporting and moving files (iOS 14, 17). Each presents the system's document
// browser when `isPresented` becomes true, after a tap; a render is one frame nobody taps, and a
// server has no browser of the reader's files to show, so the view is drawn as it is and no
// completion is ever called.

extension View {
    /// Presents a browser for picking one file of `allowedContentTypes`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        self
    }

    /// Presents a browser for picking files of `allowedContentTypes`, several when allowed.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View {
        self
    }

    /// Presents a browser for picking files, calling `onCancellation` when it is dismissed.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        self
    }

    /// Presents a browser for saving `document` as `contentType`.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        self
    }

    /// Presents a browser for saving `documents` as `contentType`.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element: FileDocument {
        self
    }

    /// Presents a browser for saving a reference document as `contentType`.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        self
    }

    /// Presents a browser for saving a transferable `item` as one of `contentTypes` (iOS 17).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        self
    }

    /// Presents a browser for moving `file` elsewhere.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        self
    }

    /// Presents a browser for moving `files` elsewhere.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C.Element == URL {
        self
    }
}
