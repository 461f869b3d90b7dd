/// A result builder that composes views from closures, as SwiftUI's `@ViewBuilder` does.
///
/// Blocks of any length build a ``TupleView`` through parameter packs; `if` builds an `Optional`,
/// `if`/`else` and `switch` build ``_ConditionalContent``, and `if #available` erases to ``AnyView``.
///
/// ```swift
/// @ViewBuilder func front(of card: Card) -> some View {
///     RoundedRectangle(cornerRadius: 10)
///     Text(card.text)
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// Passes a view through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Rejects expressions that are not views with a readable diagnostic.
    @available(*, unavailable, message: "this expression does not conform to 'View'")
    @_disfavoredOverload
    public static func buildExpression(_ invalid: Any) -> EmptyView {
        fatalError("unreachable: buildExpression(Any) is unavailable")
    }

    /// An empty block builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A single view is never wrapped.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Several views build a ``TupleView``, with no limit on their number.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content)) { value, resolver in
            var index: UInt64 = 0
            for member in repeat each value {
                resolver.resolveMember(member, at: index)
                index += 1
            }
        }
    }

    /// `if` without `else` builds an optional view (SwiftUI's spelling of `buildOptional`).
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` branches are erased so newer types do not leak into the result type.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
