import Foundation

/// An object an item provider can carry: it lists the type identifiers it can be written as,
/// most faithful first, and writes its data for one of them.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers objects of the class can be written as.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this object can be written as (the class's, unless it says otherwise).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may load the representation of `typeIdentifier` (everyone, unless it says otherwise).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Writes the object as data of `typeIdentifier` and hands it to `completionHandler`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's type identifiers.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    /// Everyone.
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility {
        .all
    }
}

/// A class whose objects an item provider can make from data of the type identifiers it lists.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers objects of the class can be read from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object read from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// Plain text, UTF-8 first.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }

    /// The string's UTF-8, for any text type.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    /// The string whose UTF-8 (UTF-16 for a UTF-16 type) is `data`.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let utf16 = UTType(typeIdentifier)?.conforms(to: .utf16PlainText) == true
        guard let string = utf16 ? String(data: data, encoding: .utf16) : String(data: data, encoding: .utf8) else {
            throw NSItemProvider.error(.unavailableCoercionError, typeIdentifier)
        }
        return Self(string: string)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// A file URL for a file, then a URL.
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? [UTType.fileURL.identifier, UTType.url.identifier] : [UTType.url.identifier]
    }
    /// A URL (a file URL is one).
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// The URL's absolute string in UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    /// The URL whose absolute string's UTF-8 is `data`.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let url = NSURL(string: String(decoding: data, as: UTF8.self)) as? Self else {
            throw NSItemProvider.error(.unavailableCoercionError, typeIdentifier)
        }
        return url
    }
}

extension NSItemProvider {
    /// A provider carrying `object` in every type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider carrying `item` (an `NSString`, `NSURL` or `NSData`) as `typeIdentifier`; none
    /// when either is `nil`.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let typeIdentifier, let item else { return }
        let shared = UncheckedSendable(item)
        registerItem(forTypeIdentifier: typeIdentifier) { completion, _, _ in completion(shared.value, nil) }
    }

    /// A provider carrying the file at `fileURL`, as the type of its filename extension; `nil`
    /// when there is no file there.
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
    }

    /// Registers `object` in every type it can be written as, after the representations
    /// registered before.
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let shared = UncheckedSendable(object)
        for typeIdentifier in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                shared.value.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether an object of `aClass` can be made from a representation.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableRepresentation(for: aClass) != nil
    }

    /// Whether a value of `aClass` (`String`, `URL`) can be made from a representation.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Makes an object of `aClass` from the first representation it can be read from, and hands
    /// it to `completionHandler` on a background queue.
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let found = readableRepresentation(for: aClass) else {
            Self.fail(progress, aClass.readableTypeIdentifiersForItemProvider.first ?? "") { completionHandler(nil, $0) }
            return progress
        }
        let reader = UncheckedSendable(aClass)
        Self.start(progress) {
            found.loadData { data, error in
                Self.finish(progress) {
                    guard let data else { return completionHandler(nil, error) }
                    do {
                        let object = try reader.value.object(withItemProviderData: data, typeIdentifier: found.typeIdentifier)
                        completionHandler(object, nil)
                    } catch {
                        completionHandler(nil, error)
                    }
                }
            }
        }
        return progress
    }

    /// Makes a value of `aClass` (`String`, `URL`) from the first representation it can be read
    /// from, and hands it to `completionHandler` on a background queue.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void)
        -> Progress where T._ObjectiveCType: NSItemProviderReading {
        // Bridged here, so that the closure handed on carries no generic type.
        let deliver = UncheckedSendable { (object: (any NSItemProviderReading)?, error: (any Error)?) in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
        return loadObject(ofClass: T._ObjectiveCType.self) { deliver.value($0, $1) }
    }

    /// The first representation (in the order registered) conforming to a type `aClass` reads.
    private func readableRepresentation(for aClass: any NSItemProviderReading.Type) -> Representation? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return registeredTypeIdentifiers.lazy.compactMap { registered -> Representation? in
            guard readable.contains(where: { Self.type(registered, conformsTo: $0) }) else { return nil }
            return self.representation(conformingTo: registered)
        }.first
    }
}

/// A value handed to a closure that may run on another thread, as item providers hand the
/// objects and classes given to them, which Foundation's types do not mark `Sendable`.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
