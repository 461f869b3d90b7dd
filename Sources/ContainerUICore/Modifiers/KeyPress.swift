/// A key press an `onKeyPress` action is given: the key, the characters it types, the modifier
/// keys held and whether it went down, repeated or came up. A server render is never typed on,
/// so the server never makes one.
public struct KeyPress: Sendable {
    /// Whether the key went down, repeated or came up.
    public let phase: Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the key types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// Whether an `onKeyPress` action consumed the key press.
    public enum Result: Sendable {
        /// The action consumed it: no other handler sees it.
        case handled
        /// The action let it pass on to the next handler.
        case ignored
    }

    /// The phases of a key press an `onKeyPress` action runs for.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// The phases of `rawValue`'s bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key, held down, repeated.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key came up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}
