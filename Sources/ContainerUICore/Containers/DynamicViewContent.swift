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
}
