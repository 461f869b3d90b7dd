/// A result builder that composes scenes, as SwiftUI's `@SceneBuilder` does: an app's `body`
/// lists its window groups, windows and settings one after the other.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     Settings { SettingsView() }
/// }
/// ```
@resultBuilder
public enum SceneBuilder {
    /// Passes a scene through unchanged.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// A single scene is never wrapped.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes, in the order they are declared.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene((repeat each content)) { value, windows in
            for member in repeat each value {
                windows += member.windows
            }
        }
    }
}

/// Scenes listed one after another in a ``SceneBuilder`` block. Builder plumbing: not written
/// by users.
public struct _TupleScene<T>: PrimitiveScene {
    let value: T
    let append: (T, inout [SceneWindow]) -> Void

    init(_ value: T, append: @escaping (T, inout [SceneWindow]) -> Void) {
        self.value = value
        self.append = append
    }

    package func appendWindows(to windows: inout [SceneWindow]) {
        append(value, &windows)
    }
}
