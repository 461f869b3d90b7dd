import ContainerUI

/// A custom container whose declared content the gallery's inspector can decompose: the
/// content a user passed to it, before the container's body lays it out.
///
/// ```swift
/// extension Carousel: InspectableContainer {
///     public var inspectedContent: Content { content }
/// }
/// ```
public protocol InspectableContainer {
    /// The declared content's type.
    associatedtype Content: View
    /// The content as declared.
    var inspectedContent: Content { get }
}

/// Content whose number of top-level statements its type records: a `@ViewBuilder` block of two
/// or more statements builds a `TupleView` with one element per statement.
protocol DeclaredStatements {
    /// The number of top-level statements.
    var declaredStatementCount: Int { get }
}

extension TupleView: DeclaredStatements {
    var declaredStatementCount: Int {
        Mirror(reflecting: value).children.count
    }
}

extension EmptyView: DeclaredStatements {
    var declaredStatementCount: Int { 0 }
}
