/// Builds toolbar content from statements, as SwiftUI's: items one after another, `if`, `if`/`else`
/// and `switch`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// One statement's content as it is.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Several statements' content, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(repeat each content)
    }

    /// The content of an `if` without `else`, when its condition held.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> {
        _OptionalToolbarContent(content: content)
    }

    /// The content of an `if` without `else`, when its condition held.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> _OptionalToolbarContent<Content> {
        _OptionalToolbarContent(content: content)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> _ConditionalToolbarContent<First, Second> {
        _ConditionalToolbarContent(storage: .first(first))
    }

    /// A later branch of an `if`/`else` or `switch`.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> _ConditionalToolbarContent<First, Second> {
        _ConditionalToolbarContent(storage: .second(second))
    }
}

/// Several toolbar contents, recorded in order.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    /// The contents.
    public let value: (repeat each Content)

    /// Joins `content`.
    public init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    /// Resolved directly: no body.
    public typealias Body = Never

    /// Records each content's items, each one structural level deeper at its own position.
    public static func _resolveToolbar(_ content: Self, into resolver: inout Resolver) {
        var index: UInt64 = 0
        for element in repeat each content.value {
            resolver.withIdentity(index) { resolveElement(element, into: &$0) }
            index += 1
        }
    }

    private static func resolveElement<Element: ToolbarContent>(_ element: Element, into resolver: inout Resolver) {
        Element._resolveToolbar(element, into: &resolver)
    }
}

/// The content of an `if` without `else` in a ``ToolbarContentBuilder``.
public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent {
    let content: Wrapped?

    /// Resolved directly: no body.
    public typealias Body = Never

    /// The wrapped content's items, if its condition held.
    public static func _resolveToolbar(_ content: Self, into resolver: inout Resolver) {
        if let wrapped = content.content { Wrapped._resolveToolbar(wrapped, into: &resolver) }
    }
}

/// The content of `if`/`else` or `switch` in a ``ToolbarContentBuilder``: one branch is present.
public struct _ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// Resolved directly: no body.
    public typealias Body = Never

    /// The taken branch's items, at a position of its own.
    public static func _resolveToolbar(_ content: Self, into resolver: inout Resolver) {
        switch content.storage {
        case .first(let first): resolver.withIdentity(0x7472_7565) { First._resolveToolbar(first, into: &$0) }
        case .second(let second): resolver.withIdentity(0x6661_6c73) { Second._resolveToolbar(second, into: &$0) }
        }
    }
}
