/// Ticks a slider marks along its track, written in a ``SliderTickBuilder``: ``SliderTick``
/// values and ``SliderTickContentForEach`` over a collection.
///
/// ```swift
/// Slider(value: $level, in: 0...10) {
///     Text("Level")
/// } ticks: {
///     SliderTick(0)
///     SliderTick(5)
///     SliderTick(10)
/// }
/// ```
public protocol SliderTickContent<V> {
    /// The slider's value type.
    associatedtype V: BinaryFloatingPoint

    /// The values this content marks, in the order it declares them; plumbing the slider reads.
    var _tickValues: [V] { get }
}
