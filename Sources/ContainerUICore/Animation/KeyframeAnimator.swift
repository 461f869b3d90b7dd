import Foundation

/// A view that would play keyframes over a value and draw its content with each value in turn
/// (iOS 17). A render is one frame: the content is drawn with the initial value, where SwiftUI
/// starts it.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes<Value>, Content: View>: View {
    private let initialValue: Value
    private let content: (Value) -> Content

    /// Plays the keyframes over and over when `repeating`, else once.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.init(initialValue: initialValue, content: content, keyframes: keyframes)
    }

    /// The content with the initial value.
    public var body: some View {
        content(initialValue)
    }
}

extension View {
    /// Plays keyframes over a value and draws this view modified by `content` with it (iOS 17);
    /// drawn with the initial value (see ``KeyframeAnimator``).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                         content: { value in content(PlaceholderContentView(value: self), value) }, keyframes: keyframes)
    }

    /// Plays keyframes over a value once each time `trigger` changes (iOS 17); drawn with the
    /// initial value (see ``KeyframeAnimator``).
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                         content: { value in content(PlaceholderContentView(value: self), value) }, keyframes: keyframes)
    }
}
