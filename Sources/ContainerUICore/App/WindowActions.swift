/// Opens a window of one of the app's scenes, as `@Environment(\.openWindow)` gives it. A
/// render is one frame of one window, and runs no action, so calling it opens nothing.
public struct OpenWindowAction: Sendable {
    init() {}

    /// Opens the window whose scene has the identifier `id`.
    public func callAsFunction(id: String) {}

    /// Opens a window of the scene presenting values of `value`'s type, with `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Opens the window whose scene has the identifier `id`, with `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window, as `@Environment(\.dismissWindow)` gives it; calling it in a render, which
/// runs no action, closes nothing.
public struct DismissWindowAction: Sendable {
    init() {}

    /// Closes the window the view is in.
    public func callAsFunction() {}

    /// Closes the window whose scene has the identifier `id`.
    public func callAsFunction(id: String) {}

    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Closes the window of scene `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction() }
private struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction() }

extension EnvironmentValues {
    /// The action that opens a window of one of the app's scenes.
    public var openWindow: OpenWindowAction {
        self[OpenWindowKey.self]
    }

    /// The action that closes a window.
    public var dismissWindow: DismissWindowAction {
        self[DismissWindowKey.self]
    }
}
