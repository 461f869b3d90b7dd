import Foundation

/// A uniform type identifier: a kind of data, by a reverse-DNS identifier, with the filename
/// extensions and MIME types that name it and the types it conforms to (`public.png` is a
/// `public.image`, which is `public.data`), as Apple's UniformTypeIdentifiers framework has it;
/// Linux has none. SwiftUI takes them for files, drag and drop, pasting and `Transferable`.
///
/// The system's common types are known by identifier, filename extension and MIME type (see
/// ``UTTypeRegistry``); a type declared in code (`UTType(exportedAs:)`) conforms to the type it
/// names; an extension or MIME type nobody declared gives a dynamic type (`dyn.…`) conforming to
/// the type asked for, as on Apple's systems.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, Codable {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    /// The identifiers of the types it conforms to directly (types the registry knows keep
    /// theirs there).
    let parents: [String]
    /// Tags given in code (`UTType(exportedAs:)` types have none; dynamic ones their own).
    let ownTags: [UTTagClass: [String]]
    /// Whether the type was made for a tag nobody declared.
    public let isDynamic: Bool

    init(identifier: String, parents: [String], tags: [UTTagClass: [String]] = [:], isDynamic: Bool = false) {
        self.identifier = identifier
        self.parents = parents
        ownTags = tags
        self.isDynamic = isDynamic
    }

    /// The type with `identifier`, when the system declares it (or one made in code has it).
    public init?(_ identifier: String) {
        guard let known = UTTypeRegistry.type(identifier: identifier) else { return nil }
        self = known
    }

    /// The type for a filename extension (`"png"`, case-insensitive) that conforms to `supertype`,
    /// or a dynamic type conforming to it when no declared type has the extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for a MIME type (`"image/png"`) that conforms to `supertype`, or a dynamic type
    /// conforming to it when no declared type has the MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The first declared type with `tag` in `tagClass` conforming to `supertype` (any type when
    /// `nil`), or a dynamic type for the tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        if let found = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
            return
        }
        let tag = tag.lowercased()
        let kind = tagClass == .mimeType ? "mime" : tagClass == .filenameExtension ? "ext" : tagClass.rawValue
        self.init(identifier: "dyn.\(kind).\(tag)", parents: [(supertype ?? .data).identifier], tags: [tagClass: [tag]], isDynamic: true)
    }

    /// A type the app declares and owns, conforming to `parentType` (`.data` when `nil`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another party owns that the app uses, conforming to `parentType` (`.data` when `nil`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// The declared types with `tag` in `tagClass` that conform to `supertype`, in the registry's order.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        UTTypeRegistry.types(tag: tag.lowercased(), tagClass: tagClass).filter { supertype.map($0.conforms) ?? true }
    }

    /// The type's tags: its filename extensions and MIME types, the preferred one first.
    public var tags: [UTTagClass: [String]] {
        UTTypeRegistry.declaration(of: identifier)?.tags ?? ownTags
    }

    /// The extension files of this type usually have.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    /// The MIME type this type is usually sent as.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }
    /// A description for people, in English.
    public var localizedDescription: String? { UTTypeRegistry.declaration(of: identifier)?.description }
    /// Whether the type is declared (by the system or in code) rather than dynamic.
    public var isDeclared: Bool { !isDynamic }
    /// Whether the type is one of the system's.
    public var isSystemDeclared: Bool { UTTypeRegistry.declaration(of: identifier) != nil }
    /// Whether the type is public (its identifier starts with `public.`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = directParents
        while let next = pending.popLast() {
            guard let type = UTTypeRegistry.type(identifier: next), found.insert(type).inserted else { continue }
            pending += type.directParents
        }
        return found
    }

    /// Whether the type is `type` or conforms to it, directly or through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    private var directParents: [String] {
        UTTypeRegistry.declaration(of: identifier)?.parents ?? parents
    }

    public var description: String { identifier }
    public var debugDescription: String { "<\(identifier)>" }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Encoded as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Decoded from an identifier; one the registry does not know conforms to `.data`.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTTypeRegistry.type(identifier: identifier) ?? UTType(identifier: identifier, parents: [UTType.data.identifier])
    }
}

/// A kind of tag that names a type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions, without the dot.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
