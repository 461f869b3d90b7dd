import Foundation

/// A namespace for the ids of `matchedGeometryEffect`: each view's namespace has an id of its
/// own.
@propertyWrapper
public struct Namespace: Sendable {
    /// The namespace's identity.
    public struct ID: Hashable, Sendable {
        fileprivate let value: Int
    }

    private static let counter = NamespaceCounter()

    /// The namespace.
    public let wrappedValue: ID

    /// A new namespace.
    public init() {
        wrappedValue = ID(value: Self.counter.next())
    }
}

/// Numbers namespaces, from any thread.
private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// What of a view's geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with the view of the same `id` in `namespace` that is the
    /// source, so that one moves into the other when views are inserted and removed. A server
    /// render is one frame between such changes, where each id has one view: the view keeps its
    /// own frame. (A second view of the same id that is not the source is not moved onto the
    /// source here, as SwiftUI would.)
    @inlinable
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        self
    }
}
