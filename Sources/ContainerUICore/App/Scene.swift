/// A part of an app's user interface with a life cycle the system manages: a window group, a
/// window, a settings window, or a scene composed of others.
///
/// As in SwiftUI, a custom scene declares its content in `body`:
///
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///             .defaultSize(width: 390, height: 844)
///     }
/// }
/// ```
///
/// On the server a scene is the list of windows it opens (see ``App``); its life cycle (phases,
/// restoration, several open windows) does not apply.
public protocol Scene {
    /// The type of scene that represents this scene's content.
    associatedtype Body: Scene

    /// The content of this scene. Primitive scenes have a `Never` body.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene that opens windows itself rather than through a `body`: what the built-in scenes
/// and scene modifiers conform to.
package protocol PrimitiveScene: Scene {
    /// Appends the windows this scene opens, in declaration order.
    func appendWindows(to windows: inout [SceneWindow])
}

extension PrimitiveScene {
    /// Primitive scenes have no body; asking for one is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene and has no body")
    }
}

extension Scene {
    /// The windows this scene opens, in declaration order: a primitive scene's own, a custom
    /// scene's from its body.
    package var windows: [SceneWindow] {
        var windows: [SceneWindow] = []
        appendWindows(of: self, to: &windows)
        return windows
    }
}

/// Appends the windows of `scene`, opening the existential through the generic parameter.
private func appendWindows<S: Scene>(of scene: S, to windows: inout [SceneWindow]) {
    if let primitive = scene as? any PrimitiveScene {
        primitive.appendWindows(to: &windows)
    } else if S.Body.self != Never.self {
        appendWindows(of: scene.body, to: &windows)
    }
}
