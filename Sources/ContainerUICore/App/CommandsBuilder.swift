/// A result builder that composes commands, as SwiftUI's `@CommandsBuilder` does: a
/// `commands` block or a ``Commands`` body lists menus, groups and standard sets one after the
/// other, with `if` and `if`–`else` among them.
///
/// ```swift
/// .commands {
///     SidebarCommands()
///     CommandGroup(after: .newItem) { Button("New from Clipboard") { paste() } }
/// }
/// ```
@resultBuilder
public enum CommandsBuilder {
    /// Passes a command set through unchanged.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// An empty block: no commands.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// A single command set is never wrapped.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// Several command sets, in the order they are declared.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<(repeat each Content)> {
        _TupleCommands(value: (repeat each content))
    }

    /// The commands of an `if` without `else`, when its condition holds.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> Content? {
        content
    }

    /// The commands of the first branch of an `if`–`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The commands of the second branch of an `if`–`else`.
    public static func buildEither<TrueContent: Commands, FalseContent: Commands>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// Command sets listed one after another in a ``CommandsBuilder`` block. Builder plumbing: not
/// written by users.
public struct _TupleCommands<T>: PrimitiveCommands {
    let value: T
}
