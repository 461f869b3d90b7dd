import Foundation

/// Key presses, as SwiftUI's `onKeyPress` overloads take them (iOS 17). A server render has no
/// focus and no keyboard: the modifiers leave the resolved tree as it was and their actions
/// never run, like the other event handlers (see `View+Events.swift`).
extension View {
    /// Runs `action` when `key` goes down or repeats while the view has focus; never on the server.
    @inlinable
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` with the key press when `key` is pressed in one of `phases` while the view
    /// has focus; never on the server.
    @inlinable
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` with the key press when one of `keys` is pressed in one of `phases` while the
    /// view has focus; never on the server.
    @inlinable
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` with the key press when a key typing one of `characters` is pressed in one of
    /// `phases` while the view has focus; never on the server.
    @inlinable
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }

    /// Runs `action` with every key press in one of `phases` while the view has focus; never on
    /// the server.
    @inlinable
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        self
    }
}
