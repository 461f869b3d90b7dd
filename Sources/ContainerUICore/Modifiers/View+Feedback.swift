/// Haptic and sound feedback, and keyboard shortcuts: what a device does when something
/// changes or a key is pressed. A server render changes nothing and takes no key presses, so
/// these take SwiftUI's arguments, so that SwiftUI code compiles unchanged, and leave the view as
/// it is.
extension View {
    /// Plays `feedback` when `trigger` changes.
    @inlinable
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` says so.
    @inlinable
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` returns when `trigger` changes.
    @inlinable
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }

    /// Presses the control when `key` is pressed with `modifiers`.
    @inlinable
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }

    /// Presses the control when `shortcut` is pressed.
    @inlinable
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        self
    }
}

/// Feedback a device plays: haptics, and on some devices a sound.
public struct SensoryFeedback: Hashable, Sendable {
    private let name: String
    private let weight: Double

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success", weight: 0)
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning", weight: 0)
    /// A task failed.
    public static let error = SensoryFeedback(name: "error", weight: 0)
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection", weight: 0)
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase", weight: 0)
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease", weight: 0)
    /// An activity started.
    public static let start = SensoryFeedback(name: "start", weight: 0)
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop", weight: 0)
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment", weight: 0)
    /// A level or value crossed a step.
    public static let levelChange = SensoryFeedback(name: "levelChange", weight: 0)
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact", weight: 0.5)

    /// An impact of `weight` and `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact", weight: weight.value * intensity)
    }

    /// An impact of a material of `flexibility` and `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact", weight: flexibility.value * intensity)
    }

    /// How heavy an impact is.
    public struct Weight: Hashable, Sendable {
        let value: Double
        /// Light.
        public static let light = Weight(value: 0.3)
        /// Medium.
        public static let medium = Weight(value: 0.5)
        /// Heavy.
        public static let heavy = Weight(value: 1)
    }

    /// How flexible what collides is.
    public struct Flexibility: Hashable, Sendable {
        let value: Double
        /// Rigid.
        public static let rigid = Flexibility(value: 1)
        /// Solid.
        public static let solid = Flexibility(value: 0.6)
        /// Soft.
        public static let soft = Flexibility(value: 0.3)
    }
}

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public let character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }

    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 2)
    /// Control.
    public static let control = EventModifiers(rawValue: 4)
    /// Option.
    public static let option = EventModifiers(rawValue: 8)
    /// Command.
    public static let command = EventModifiers(rawValue: 16)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// Function.
    public static let function = EventModifiers(rawValue: 64)
    /// All of them.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key with its modifier keys.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys.
    public var modifiers: EventModifiers

    /// `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button of a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
