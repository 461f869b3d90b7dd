/// A result builder that composes rotor entries, as SwiftUI's `@AccessibilityRotorContentBuilder`
/// does: entries and `ForEach`es one after the other, with `if` and `if`–`else` among them.
///
/// ```swift
/// .accessibilityRotor("Warnings") {
///     ForEach(warnings) { AccessibilityRotorEntry($0.title, id: $0.id) }
///     if let pinned { AccessibilityRotorEntry(pinned.title, id: pinned.id) }
/// }
/// ```
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// Passes rotor content through unchanged.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    /// An empty block: no entries.
    public static func buildBlock() -> _EmptyAccessibilityRotorContent {
        _EmptyAccessibilityRotorContent()
    }

    /// A single piece of content is never wrapped.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    /// Several pieces of content, in the order they are declared.
    public static func buildBlock<each Content: AccessibilityRotorContent>(
        _ content: repeat each Content
    ) -> _TupleAccessibilityRotorContent<(repeat each Content)> {
        _TupleAccessibilityRotorContent(value: (repeat each content))
    }

    /// The entries of an `if` without `else`, when its condition holds.
    public static func buildOptional<Content: AccessibilityRotorContent>(_ content: Content?) -> Content? {
        content
    }

    /// The entries of the first branch of an `if`–`else`.
    public static func buildEither<TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The entries of the second branch of an `if`–`else`.
    public static func buildEither<TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The entries of an `if #available` block, unchanged.
    public static func buildLimitedAvailability<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }
}
