import Foundation

/// A view made of a collection's elements, which SwiftUI lets users delete and move: `ForEach`.
public protocol DynamicViewContent: View {
    /// The type of the elements' collection.
    associatedtype Data: Collection
    /// The elements the view is made of.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Lets rows be deleted by swiping, calling `action` with their offsets; a server render is
    /// never swiped, and its rows are drawn as they are.
    @inlinable
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        self
    }

    /// Lets rows be moved by dragging, calling `action` with their offsets and the destination;
    /// a server render is never dragged.
    @inlinable
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        self
    }

    /// Lets items that have one of `supportedContentTypes` be dropped between rows, calling
    /// `action` with the row offset and their providers; nothing is dropped on a page.
    @inlinable
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        self
    }

    /// Lets items that have one of `acceptedTypeIdentifiers` be dropped between rows.
    @available(*, deprecated, message: "Pass content types (UTType) instead of type identifiers.")
    @inlinable
    public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        self
    }

    /// Lets `payloadType` values be dropped between rows, calling `action` with them and the row
    /// offset (iOS 17); nothing is dropped on a page.
    @inlinable
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> some DynamicViewContent {
        self
    }
}
