import Foundation

/// An action assistive technologies offer on a view: the default activation, escape, the magic
/// tap, delete, showing a menu, or one named by the app.
public struct AccessibilityActionKind: Equatable, Sendable {
    private let name: String

    private init(name: String) {
        self.name = name
    }

    /// An action named by the app, listed under that name.
    public init(named name: Text) {
        self.name = name.plainString
    }

    /// The view's activation (a double tap with VoiceOver).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing what the view shows (a two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The app's most important action (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the view's content.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing the view's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// Which way an adjustable view is moved by assistive technologies.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Up, or to a larger value.
    case increment
    /// Down, or to a smaller value.
    case decrement
}

/// Actions a view offers assistive technologies. HTML has no way to list custom actions on an
/// element (ARIA has no such attribute), and the page's controls already offer their own
/// activation, so these take SwiftUI's arguments and leave the resolved tree as it is; their
/// handlers never run in a one-frame render.
extension View {
    /// Offers `actionKind` to assistive technologies, performing `handler`.
    @inlinable
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// Offers an action named `name`.
    @inlinable
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// Offers an action named `nameKey`.
    @inlinable
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// Offers an action named `name`.
    @_disfavoredOverload
    @inlinable
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// Offers an action whose name is `label`'s text.
    @inlinable
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }

    /// Offers the buttons and actions `content` declares as actions.
    @inlinable
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Lets assistive technologies increment and decrement the view with `handler`.
    @inlinable
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
}
