/// The hint, value and identifier of an accessibility element: what VoiceOver reads after the
/// label ("label, value", then the hint after a pause) and the name UI tests find it by.
extension View {
    /// What happens when the user acts on the view, read after its label and value.
    @inline(__always)
    @inlinable
    public func accessibilityHint(_ hint: Text) -> some View {
        node(.accessibilityHint(hint.string))
    }

    /// What happens when the user acts on the view, from a literal.
    @inline(__always)
    @inlinable
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        node(.accessibilityHint(hintKey.key))
    }

    /// What happens when the user acts on the view, from a string.
    @inline(__always)
    @inlinable
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        node(.accessibilityHint(String(hint)))
    }

    /// The view's value as assistive technologies read it, after its label ("Volume, 60%").
    @inline(__always)
    @inlinable
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        node(.accessibilityValue(valueDescription.string))
    }

    /// The view's value as assistive technologies read it, from a literal.
    @inline(__always)
    @inlinable
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        node(.accessibilityValue(valueKey.key))
    }

    /// The view's value as assistive technologies read it, from a string.
    @inline(__always)
    @inlinable
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        node(.accessibilityValue(String(value)))
    }

    /// A name for the view that UI tests find it by; users never hear it.
    @inline(__always)
    @inlinable
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        node(.accessibilityIdentifier(identifier))
    }
}
