/// One tick of a slider: a mark on its track at `value`.
///
/// A tick's label names the value; the page draws the mark only, not the label.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent {
    /// The value the tick marks.
    private let value: V

    /// A tick at `value`.
    public init(_ value: V) {
        self.value = value
    }

    /// A tick at `value` named by `label`, which the slider does not draw.
    public init(_ value: V, @ViewBuilder label: () -> some View) {
        self.value = value
    }

    public var _tickValues: [V] { [value] }
}
