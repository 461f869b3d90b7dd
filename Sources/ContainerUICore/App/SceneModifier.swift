/// A scene with a change applied to each window it opens: what the scene modifiers
/// (`defaultSize`, `environment`, ...) return. Builder plumbing: not written by users.
public struct _ModifiedScene<Content: Scene>: PrimitiveScene {
    let content: Content
    let change: (inout SceneWindow) -> Void

    init(_ content: Content, change: @escaping (inout SceneWindow) -> Void) {
        self.content = content
        self.change = change
    }

    package func appendWindows(to windows: inout [SceneWindow]) {
        var own = content.windows
        for index in own.indices { change(&own[index]) }
        windows += own
    }
}
