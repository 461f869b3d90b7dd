import Foundation

/// A file or a folder of files in memory, as Foundation has it on Apple's systems (Foundation
/// on Linux has none): what a ``FileDocument`` reads and writes.
open class FileWrapper: @unchecked Sendable {
    /// What the wrapper holds.
    private enum Contents {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    private var contents: Contents
    /// The name the wrapper would like to be saved under.
    open var preferredFilename: String?
    /// The name it was read from or saved under.
    open var filename: String?
    /// Attributes of the file (not read or written here).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .regularFile(contents)
    }

    /// A folder holding `childrenByPreferredName`, each named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        contents = .directory(childrenByPreferredName)
    }

    /// A symbolic link to `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .symbolicLink(url)
    }

    /// The file or folder at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws {
        let values = try url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
        if values.isSymbolicLink == true {
            contents = .symbolicLink(URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: url.path)))
        } else if values.isDirectory == true {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            contents = .directory(children)
        } else {
            contents = .regularFile(try Data(contentsOf: url))
        }
    }

    /// Whether the wrapper is a regular file.
    open var isRegularFile: Bool { if case .regularFile = contents { true } else { false } }
    /// Whether the wrapper is a folder.
    open var isDirectory: Bool { if case .directory = contents { true } else { false } }
    /// Whether the wrapper is a symbolic link.
    open var isSymbolicLink: Bool { if case .symbolicLink = contents { true } else { false } }

    /// A regular file's bytes.
    open var regularFileContents: Data? { if case .regularFile(let data) = contents { data } else { nil } }
    /// A folder's children by name.
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = contents { children } else { nil } }
    /// A link's destination.
    open var symbolicLinkDestinationURL: URL? { if case .symbolicLink(let url) = contents { url } else { nil } }

    /// Adds `child` to a folder under its preferred name (made unique), and returns that name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else { preconditionFailure("only a directory file wrapper has children") }
        let base = child.preferredFilename ?? "Untitled"
        var name = base
        var number = 2
        while children[name] != nil {
            name = "\(number) \(base)"
            number += 1
        }
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Adds a regular file holding `data` to a folder, named `fileName` (made unique).
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a folder.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents else { return }
        children = children.filter { $0.value !== child }
        contents = .directory(children)
    }

    /// Writes the wrapper to `url`: a file, a folder with its children, or a link.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case .regularFile(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .symbolicLink(let destination):
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// How a wrapper reads its file.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything at once (always the case here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without mapping the file into memory (always the case here).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How a wrapper writes its file.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write to a temporary file first, then move it in place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set the wrapper's `filename` to the name written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
}
