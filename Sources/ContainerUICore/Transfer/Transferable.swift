import Foundation

/// A value that can be shared, dragged, dropped, pasted or exported: what a ``ShareLink`` offers
/// and a ``SharePreview`` shows, and what `draggable(_:)`, `dropDestination(for:action:isTargeted:)`
/// and ``PasteButton`` carry. Its ``transferRepresentation`` lists the forms it travels in, as in
/// SwiftUI: `CodableRepresentation`, `DataRepresentation`, `FileRepresentation` and
/// `ProxyRepresentation`, most faithful first.
///
/// A render never opens the share sheet nor starts a drag, so no representation is ever asked
/// for data; an item is kept as the text the JSON holds for it (``_shareDescription``): what its
/// first representation that says so synchronously gives (a proxy's own text, or the JSON of a
/// codable one), else its description.
public protocol Transferable {
    /// The type of the item's representations.
    associatedtype Representation: TransferRepresentation
    /// The forms the item travels in, most faithful first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
    /// The item as the JSON's share items hold it. Not meant to be implemented by users.
    var _shareDescription: String { get }
}

extension Transferable {
    /// What the item's first telling representation gives, or its description.
    public var _shareDescription: String {
        for representation in Self.primitiveRepresentations {
            if let text = representation._text(of: self) { return text }
        }
        return String(describing: self)
    }

    /// The primitive representations of ``transferRepresentation``, in order.
    static var primitiveRepresentations: [any _PrimitiveTransferRepresentation<Self>] {
        transferRepresentation._primitives.compactMap { $0._retyped(as: Self.self) }
    }
}

extension String: Transferable {
    /// Plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { String(decoding: $0, as: UTF8.self) }
    }

    /// The string itself.
    public var _shareDescription: String { self }
}

extension URL: Transferable {
    /// A URL, by its absolute string.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
            return url
        }
    }

    /// The URL's absolute string.
    public var _shareDescription: String { absoluteString }
}

extension Data: Transferable {
    /// Bytes.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension AttributedString: Transferable {
    /// Its characters as plain text.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation { String($0.characters) } importing: { AttributedString($0) }
    }
}

extension Image: Transferable {
    /// The image by its name.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.name)
    }

    /// The image's name.
    public var _shareDescription: String { name }
}

extension Never: Transferable {
    /// Never made.
    public static var transferRepresentation: Never { return fatalError("Never has no representation") }
}
