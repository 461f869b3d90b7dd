/// The entries of an accessibility rotor, as SwiftUI's `AccessibilityRotorContent` declares
/// them: ``AccessibilityRotorEntry`` values, `ForEach` over a collection of them, and custom
/// content whose `body` lists others.
///
/// ```swift
/// struct WarningEntries: AccessibilityRotorContent {
///     let messages: [Message]
///     var body: some AccessibilityRotorContent {
///         ForEach(messages.filter(\.isWarning)) { message in
///             AccessibilityRotorEntry(message.subject, id: message.id)
///         }
///     }
/// }
/// ```
///
/// Rotors are accepted, so that a SwiftUI view compiles unchanged, and not drawn: a rotor is
/// VoiceOver's own navigation menu, which a page cannot add to (see
/// `View+AccessibilityRotor.swift`).
public protocol AccessibilityRotorContent {
    /// The type of the entries this content lists.
    associatedtype Body: AccessibilityRotorContent

    /// The entries. Primitive rotor content has a `Never` body.
    @AccessibilityRotorContentBuilder var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Rotor content with no body of its own: entries, and what the builder composes.
package protocol PrimitiveAccessibilityRotorContent: AccessibilityRotorContent where Body == Never {}

extension PrimitiveAccessibilityRotorContent {
    /// Primitive rotor content has no body; asking for one is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is primitive accessibility rotor content and has no body")
    }
}

/// The entries of an `if` without `else` in an ``AccessibilityRotorContentBuilder`` block: none
/// when its condition fails.
extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}
extension Optional: PrimitiveAccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}

/// The entries of the branch an `if`–`else` in an ``AccessibilityRotorContentBuilder`` block
/// takes.
extension _ConditionalContent: AccessibilityRotorContent where TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent {}
extension _ConditionalContent: PrimitiveAccessibilityRotorContent
where TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent {}

/// Rotor entries listed one after another in an ``AccessibilityRotorContentBuilder`` block.
/// Builder plumbing: not written by users.
public struct _TupleAccessibilityRotorContent<T>: PrimitiveAccessibilityRotorContent {
    let value: T
}

/// No entries: what an empty ``AccessibilityRotorContentBuilder`` block builds.
public struct _EmptyAccessibilityRotorContent: PrimitiveAccessibilityRotorContent {}
