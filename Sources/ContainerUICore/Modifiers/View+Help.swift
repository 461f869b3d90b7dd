extension View {
    /// Help for the view: the tooltip a pointer resting on it shows (the page's `title`), which
    /// assistive technologies also read as a description.
    @inline(__always)
    @inlinable
    public func help(_ text: Text) -> some View {
        node(.help(text.string))
    }

    /// Help for the view, from a literal.
    @inline(__always)
    @inlinable
    public func help(_ textKey: LocalizedStringKey) -> some View {
        node(.help(textKey.key))
    }

    /// Help for the view, from a string.
    @inline(__always)
    @inlinable
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        node(.help(String(text)))
    }

    /// Whether the view takes taps and clicks; with `false` they reach the views behind it (in
    /// the page, `pointer-events: none`).
    @inline(__always)
    @inlinable
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_NodeModifier(modifier: .hitTestingDisabled).active(!enabled))
    }
}
