/// Whether a button held down acts again and again (iOS 17).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let repeats: Bool?

    /// The platform's choice: no repeating on iOS.
    public static let automatic = Self(repeats: nil)
    /// Repeats while held.
    public static let enabled = Self(repeats: true)
    /// Acts once.
    public static let disabled = Self(repeats: false)
}

extension View {
    /// Whether buttons inside act again and again while held. Accepted and not drawn: a page
    /// nobody presses.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}
