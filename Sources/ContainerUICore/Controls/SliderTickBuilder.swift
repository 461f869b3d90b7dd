/// Builds a slider's ticks from ``SliderTick``s, ``SliderTickContentForEach``es, `if`, `switch`
/// and `for`; the `ticks:` closure of a `Slider` is one.
@resultBuilder
public enum SliderTickBuilder<V: BinaryFloatingPoint> {
    /// Any tick content, as the list of values it marks.
    public static func buildExpression(_ content: some SliderTickContent<V>) -> _SliderTickList<V> {
        _SliderTickList(values: content._tickValues)
    }

    /// No ticks.
    public static func buildBlock() -> _SliderTickList<V> {
        _SliderTickList(values: [])
    }

    /// The first content of a block.
    public static func buildPartialBlock(first: _SliderTickList<V>) -> _SliderTickList<V> {
        first
    }

    /// The ticks so far followed by the next content's.
    public static func buildPartialBlock(accumulated: _SliderTickList<V>, next: _SliderTickList<V>) -> _SliderTickList<V> {
        _SliderTickList(values: accumulated.values + next.values)
    }

    /// An `if` without `else`: its ticks when the condition holds, none otherwise.
    public static func buildOptional(_ content: _SliderTickList<V>?) -> _SliderTickList<V> {
        content ?? _SliderTickList(values: [])
    }

    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither(first content: _SliderTickList<V>) -> _SliderTickList<V> {
        content
    }

    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither(second content: _SliderTickList<V>) -> _SliderTickList<V> {
        content
    }

    /// A `for` loop's ticks, in order.
    public static func buildArray(_ contents: [_SliderTickList<V>]) -> _SliderTickList<V> {
        _SliderTickList(values: contents.flatMap(\.values))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ content: _SliderTickList<V>) -> _SliderTickList<V> {
        content
    }
}

/// The ticks a ``SliderTickBuilder`` built: builder plumbing the compiler needs to be public.
public struct _SliderTickList<V: BinaryFloatingPoint>: SliderTickContent {
    /// The values marked, in order.
    let values: [V]

    public var _tickValues: [V] { values }
}
