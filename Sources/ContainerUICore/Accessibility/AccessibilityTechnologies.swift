/// The assistive technologies that an `AccessibilityFocusState` follows: VoiceOver and Switch
/// Control. A page has one focus, which every assistive technology reads, so the choice changes
/// nothing drawn.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    /// The technologies' bits.
    public let rawValue: UInt8

    /// Technologies from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The screen reader.
    public static let voiceOver = Self(rawValue: 1 << 0)
    /// Control by switches, moving through the elements in turn.
    public static let switchControl = Self(rawValue: 1 << 1)
}
