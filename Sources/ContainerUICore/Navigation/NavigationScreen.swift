/// One screen of a navigation stack: its resolved views and what they handed up.
struct NavigationScreen {
    /// The screen's resolved views.
    var nodes: [ResolvedNode]
    /// Its title, toolbar and destinations.
    var scope: NavigationScope
}

extension Resolver {
    /// The most screens a render stacks: a destination presenting itself stops here.
    static let navigationDepthLimit = 64

    /// The screens a stack holds for one frame, bottom first: the root, the screen of each value
    /// of `path` that a destination registered so far (by the root or a screen above it) can
    /// show, stopping at the first value none can, then any screens presented by
    /// `navigationDestination(isPresented:)` or `(item:)` on the top screen, in turn.
    mutating func resolveScreens<Root: View>(root: Root, path: [AnyHashable]) -> [NavigationScreen] {
        var screens = [resolveScreen(at: 0) { $0.resolve(root) }]
        var destinations = screens[0].scope.destinations
        for value in path {
            guard screens.count < Self.navigationDepthLimit,
                  let destination = destinations[ObjectIdentifier(type(of: value.base))] else { break }
            let screen = resolveScreen(at: screens.count) { destination(value, &$0) }
            destinations.merge(screen.scope.destinations) { first, _ in first }
            screens.append(screen)
        }
        while screens.count < Self.navigationDepthLimit, let presented = screens[screens.count - 1].scope.presented.first {
            screens.append(resolveScreen(at: screens.count, presented))
        }
        return screens
    }

    /// Resolves one screen at position `index` of the stack, with a scope of its own.
    mutating func resolveScreen(at index: Int, _ body: (inout Resolver) -> Void) -> NavigationScreen {
        let outer = navigation
        let scope = NavigationScope()
        navigation = scope
        var nodes: [ResolvedNode] = []
        withIdentity(UInt64(index)) { nodes = $0.collectContent(body) }
        navigation = outer
        return NavigationScreen(nodes: nodes, scope: scope)
    }
}
