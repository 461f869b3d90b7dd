extension Text {
    /// The case text is shown in, set with `textCase(_:)`.
    public enum Case: Hashable, Sendable {
        /// Every letter upper case.
        case uppercase
        /// Every letter lower case.
        case lowercase
    }
}
