import Foundation

/// The error domain of item providers' errors.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Items handed over in a drag, a drop or a paste, each in the forms (type identifiers) it can
/// be loaded as, as Foundation has it on Apple's systems (Foundation on Linux has none): what
/// `onDrag` makes, and what `onDrop(of:)`, `onInsert(of:)` and
/// `PasteButton(supportedContentTypes:payloadAction:)` hand to their actions.
///
/// A provider holds representations registered in order, most faithful first: data made by a
/// load handler, a file, an object, or a ``Transferable`` value. Loading one asks for a type and
/// gets the first representation whose type conforms to it; data is read from a file, and a file
/// written from data, when the representation is the other kind. Load handlers and completion
/// handlers run on a background queue, as on Apple's systems.
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// Calls back with the data of a representation, or an error.
    public typealias DataLoadHandler = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    /// Calls back with a file holding a representation, whether it was coordinated, or an error.
    public typealias FileLoadHandler = @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    /// Calls back with an item loaded by `loadItem(forTypeIdentifier:options:completionHandler:)`.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
    /// Makes an item registered by `registerItem(forTypeIdentifier:loadHandler:)`.
    public typealias LoadHandler = @Sendable (@escaping CompletionHandler, AnyClass?, [AnyHashable: Any]?) -> Void

    /// What an item provider's errors mean.
    public enum ErrorCode: Int, Sendable {
        /// Something went wrong.
        case unknownError = -1
        /// No representation of the type asked for.
        case itemUnavailableError = -1000
        /// The item is not of the class asked for.
        case unexpectedValueClassError = -1100
        /// The item cannot be given in the type asked for.
        case unavailableCoercionError = -1200
    }

    /// One registered form of the item.
    struct Representation {
        enum Source {
            case data(DataLoadHandler)
            case file(FileLoadHandler, NSItemProviderFileOptions)
            case item(LoadHandler)
        }

        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let source: Source
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var name: String?

    /// An empty provider, to register representations in.
    public override init() {}

    /// A name for the item, for a file made from it.
    open var suggestedName: String? {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    /// The type identifiers the item can be loaded as, in the order registered.
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// The type identifiers of the representations registered with `fileOptions` (files opened in
    /// place when `.openInPlace` is asked for).
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions) -> [String] {
        lock.withLock { representations.filter { $0.matches(fileOptions) }.map(\.typeIdentifier) }
    }

    /// Whether a representation's type conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation registered with `fileOptions` conforms to `typeIdentifier`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions) -> Bool {
        representation(conformingTo: typeIdentifier, fileOptions: fileOptions) != nil
    }

    /// Registers data of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping DataLoadHandler) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, source: .data(loadHandler)))
    }

    /// Registers a file of `typeIdentifier`, made by `loadHandler` when asked for.
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility, loadHandler: @escaping FileLoadHandler) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, source: .file(loadHandler, fileOptions)))
    }

    /// Registers an item of `typeIdentifier` (an `NSString`, `NSURL` or `NSData`), made by
    /// `loadHandler` when asked for.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping LoadHandler) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: .all, source: .item(loadHandler)))
    }

    /// Loads the data of the first representation conforming to `typeIdentifier` and hands it to
    /// `completionHandler` on a background queue (a file is read).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let found = representation(conformingTo: typeIdentifier) else {
            Self.fail(progress, typeIdentifier) { completionHandler(nil, $0) }
            return progress
        }
        Self.start(progress) {
            found.loadData { data, error in Self.finish(progress) { completionHandler(data, error) } }
        }
        return progress
    }

    /// Loads the first representation conforming to `typeIdentifier` as a file and hands its URL
    /// to `completionHandler` on a background queue. Data is written to a temporary file, which
    /// is removed once the handler returns, as on Apple's systems: copy it to keep it.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let found = representation(conformingTo: typeIdentifier) else {
            Self.fail(progress, typeIdentifier) { completionHandler(nil, $0) }
            return progress
        }
        let name = suggestedName
        Self.start(progress) {
            found.loadFile(suggestedName: name) { url, error, cleanUp in
                // The temporary file is gone by the time the progress reports the load finished.
                Self.finish(progress) {
                    completionHandler(url, error)
                    cleanUp()
                }
            }
        }
        return progress
    }

    /// Loads the first representation conforming to `typeIdentifier` that was registered to be
    /// opened in place, as its own file (`inPlace` then true); without one, as
    /// ``loadFileRepresentation(forTypeIdentifier:completionHandler:)`` does, a temporary copy.
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        guard let found = representation(conformingTo: typeIdentifier, fileOptions: .openInPlace) else {
            return loadFileRepresentation(forTypeIdentifier: typeIdentifier) { url, error in completionHandler(url, false, error) }
        }
        let progress = Progress(totalUnitCount: 1)
        Self.start(progress) {
            found.loadFile(suggestedName: nil) { url, error, cleanUp in
                Self.finish(progress) {
                    completionHandler(url, url != nil, error)
                    cleanUp()
                }
            }
        }
        return progress
    }

    /// Loads the first representation conforming to `typeIdentifier` as an item: the registered
    /// item itself, or an `NSData` of the representation's data.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: CompletionHandler? = nil) {
        guard let completionHandler else { return }
        guard let found = representation(conformingTo: typeIdentifier) else {
            DispatchQueue.global().async { completionHandler(nil, Self.error(.itemUnavailableError, typeIdentifier)) }
            return
        }
        DispatchQueue.global().async {
            if case .item(let load) = found.source { return load(completionHandler, nil, nil) }
            found.loadData { data, error in completionHandler(data.map { NSData(data: $0) }, error) }
        }
    }

    /// A provider with the same representations and name.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        lock.withLock {
            copy.representations = representations
            copy.name = name
        }
        return copy
    }

    /// Adds a representation after those registered before.
    func register(_ representation: Representation) {
        lock.withLock { representations.append(representation) }
    }

    /// The first representation whose type conforms to `typeIdentifier` and that was registered
    /// with `fileOptions` (any when empty).
    func representation(conformingTo typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Representation? {
        lock.withLock {
            representations.first { $0.matches(fileOptions) && Self.type($0.typeIdentifier, conformsTo: typeIdentifier) }
        }
    }

    /// Whether the type `identifier` is `wanted` or conforms to it (types the system does not
    /// declare conform only to themselves).
    static func type(_ identifier: String, conformsTo wanted: String) -> Bool {
        if identifier == wanted { return true }
        guard let wantedType = UTType(wanted), let type = UTType(identifier) else { return false }
        return type.conforms(to: wantedType)
    }

    /// An item provider error.
    static func error(_ code: ErrorCode, _ typeIdentifier: String) -> NSError {
        let reason = switch code {
        case .itemUnavailableError: "The item has no representation conforming to \(typeIdentifier)."
        case .unexpectedValueClassError: "The item of type \(typeIdentifier) is not of the class asked for."
        case .unavailableCoercionError: "The item cannot be given as \(typeIdentifier)."
        case .unknownError: "The item of type \(typeIdentifier) could not be loaded."
        }
        return NSError(domain: NSItemProviderErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: reason])
    }

    /// Runs `work` on a background queue unless `progress` was cancelled first, in which case
    /// nothing more is called.
    static func start(_ progress: Progress, _ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            guard !progress.isCancelled else { return }
            work()
        }
    }

    /// Calls `handler` and marks `progress` complete.
    static func finish(_ progress: Progress, _ handler: () -> Void) {
        handler()
        progress.completedUnitCount = progress.totalUnitCount
    }

    /// Hands the error for a missing representation of `typeIdentifier` to `handler` on a
    /// background queue, and marks `progress` complete.
    static func fail(_ progress: Progress, _ typeIdentifier: String, _ handler: @escaping @Sendable (NSError) -> Void) {
        DispatchQueue.global().async { finish(progress) { handler(error(.itemUnavailableError, typeIdentifier)) } }
    }
}

/// Who may load a representation: every process, the developer's team, the app's group or the
/// app alone. Everything here runs in one process, so every representation is loadable.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Any process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// Processes of the same app group.
    case group = 2
    /// The process that registered it.
    case ownProcess = 3
}

/// How a file representation is given.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The receiver may open the file where it is instead of a copy.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}
