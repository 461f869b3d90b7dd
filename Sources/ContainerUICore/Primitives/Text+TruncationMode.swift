extension Text {
    /// Where a text that does not fit its line limit loses characters for an ellipsis, set with
    /// `truncationMode(_:)`.
    public enum TruncationMode: Hashable, Sendable {
        /// The start: "…end of the text".
        case head
        /// The end: "Start of the…" (the default).
        case tail
        /// The middle: "Start…the text".
        case middle
    }
}
