import Foundation

/// A value that can be shared: what a ``ShareLink`` offers and a ``SharePreview`` shows, and
/// what `draggable(_:)` and `dropDestination(for:action:isTargeted:)` carry.
///
/// URLs, strings, data and images are; a render never opens the share sheet, so an item is kept only
/// as the text the JSON holds for it. SwiftUI's transfer representations (`ProxyRepresentation`,
/// `CodableRepresentation`, …) are not part of the package.
public protocol Transferable {
    /// The item as the JSON's share items hold it. Not meant to be implemented by users.
    var _shareDescription: String { get }
}

extension Transferable {
    /// The item's description.
    public var _shareDescription: String { String(describing: self) }
}

extension URL: Transferable {
    /// The URL's absolute string.
    public var _shareDescription: String { absoluteString }
}

extension String: Transferable {
    /// The string itself.
    public var _shareDescription: String { self }
}

extension Data: Transferable {}

extension Image: Transferable {
    /// The image's name.
    public var _shareDescription: String { name }
}

extension Never: Transferable {}
