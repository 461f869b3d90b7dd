/// An app: the type marked `@main` whose `body` lists the scenes it opens, as in SwiftUI.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
///
/// Running the executable renders the app's first window (a `WindowGroup` or `Window`) as a
/// complete HTML document on standard output; ``main()`` (in `ContainerUI`) lists its options.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene that represents this app's content.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder var body: Body { get }

    /// Creates the app; `@main` calls it once at launch.
    init()
}

extension App {
    /// The windows the app's scenes open, in declaration order.
    package var windows: [SceneWindow] {
        body.windows
    }
}
