import Foundation

/// Whether the scene is in front: a server render is of a scene in use, so always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not taking events.
    case inactive
    /// In front, taking events.
    case active
}

/// Opens a URL, as `@Environment(\.openURL)` gives it: calling it is an action, and a server
/// render runs none, so a handler given here is kept but never called.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        fileprivate let isDiscarded: Bool

        /// The handler opened it.
        public static let handled = Result(isDiscarded: false)
        /// The handler dropped it.
        public static let discarded = Result(isDiscarded: true)
        /// The system should open it.
        public static let systemAction = Result(isDiscarded: false)

        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result {
            .systemAction
        }

        /// The system should open `url` instead, in the app or not as `prefersInApp` says.
        public static func systemAction(_ url: URL, prefersInApp: Bool) -> Result {
            .systemAction
        }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url`, then calls `completion` with whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(!handler(url).isDiscarded)
    }
}

struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// Opens URLs: links use it, and so can actions.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The scene's phase: `.active`.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL; a server render is never asked.
    @inlinable
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }
}
