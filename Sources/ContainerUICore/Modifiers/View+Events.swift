import Foundation
import OpenCombine

/// Gestures, lifecycle events and animations.
///
/// A server render is one frame of a view nobody touches: nothing is tapped, nothing appears
/// or disappears after the frame, and no state changes, so there is nothing to animate. These
/// modifiers take SwiftUI's arguments, so that SwiftUI code compiles unchanged, and leave the
/// resolved tree as it was; their actions never run. The frame is the one SwiftUI draws before
/// `onAppear` and `task` have run: state they would load is still its initial value.
extension View {
    /// Runs `action` when the view is tapped `count` times; a server render is never tapped.
    @inlinable
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` after the view appears; a server render is the frame before that.
    @inlinable
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Runs `action` after the view disappears; a server render never removes it.
    @inlinable
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Starts `action` when the view appears; a server render is the frame before that.
    ///
    /// The action need not be `Sendable`, unlike SwiftUI's: there a view is main-actor isolated
    /// and so `Sendable`, and `.task { await model.load() }` captures it freely; here views are
    /// not isolated (pages render on the server's threads), and the action is never run.
    @inlinable
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) () async -> Void) -> some View {
        self
    }

    /// Starts `action` when the view appears and again when `id` changes; a server render is the
    /// frame before that. The action need not be `Sendable` (see ``task(priority:_:)``).
    @inlinable
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) () async -> Void) -> some View {
        self
    }

    /// Runs `action` when `value` changes; in a server render it never does.
    @inlinable
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` with the old and new value when `value` changes; in a server render it never
    /// does.
    @inlinable
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        self
    }

    /// Runs `action` with the new value when `value` changes: the form before iOS 17, kept for the
    /// code written with it; in a server render it never runs.
    @available(*, deprecated, message: "Use onChange with a two-parameter action closure, or one that takes none")
    @inlinable
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    /// Runs `action` with each value `publisher` emits (a `Timer.publish(...).autoconnect()`, a
    /// model's `$property`, a `NotificationCenter` publisher); a server render is the frame before
    /// any value arrives, so the action never runs and the publisher is never subscribed to.
    @inlinable
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        self
    }

    /// Animates changes of the view when `value` changes; a server render has no change to
    /// animate.
    @inlinable
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Animates every change of the view (iOS 13's form, deprecated in iOS 15); a server render
    /// has no change to animate.
    @available(*, deprecated, message: "use animation(_:value:) with the value whose changes are animated")
    @inlinable
    public func animation(_ animation: Animation?) -> some View {
        self
    }

    /// How the view enters and leaves when it is inserted or removed; a server render inserts
    /// and removes nothing after its frame.
    @inlinable
    public func transition(_ transition: AnyTransition) -> some View {
        self
    }

    /// Runs `action` on a pull to refresh, and offers it to the views inside as
    /// `@Environment(\.refresh)`; a server render is never pulled. The action need not be
    /// `Sendable` (see ``task(priority:_:)``).
    public func refreshable(action: @escaping @isolated(any) () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

/// Runs `body`, the state changes it makes animated in SwiftUI; a server render draws one frame,
/// so `body` simply runs.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Reports of geometry and scrolling after layout, which a server render never sends: their
/// actions run in a later frame in SwiftUI.
extension View {
    /// Runs `action` when `transform` of the view's geometry changes.
    @inlinable
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Runs `action` with the old and new value when `transform` of the view's geometry changes.
    @inlinable
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Dismisses the keyboard as `mode` says when the content scrolls; a server render shows no
    /// keyboard.
    @inlinable
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        self
    }

    /// Shows or hides the system's overlays (the home indicator); a page has none.
    @inlinable
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        self
    }

    /// Hides the status bar; a page has none.
    @inlinable
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        self
    }
}

/// How scrolling dismisses the keyboard, for `scrollDismissesKeyboard(_:)`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String

    /// As the platform does: interactively in a `List` or `Form`, otherwise immediately.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Following the drag.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}
