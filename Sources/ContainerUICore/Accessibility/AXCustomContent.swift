/// The namespace of Apple's `AXCustomContent`, for the importance of custom content.
public enum AXCustomContent {
    /// When assistive technologies read an entry of custom content: with the element, or when
    /// asked for (VoiceOver's "More Content").
    public enum Importance: UInt, Sendable {
        /// Read when the user asks for more content.
        case `default` = 0
        /// Read with the element, after its label and value.
        case high = 1
    }
}
