extension View {
    /// Registers the screen the nearest `NavigationStack` shows for a value of type `D` pushed on
    /// its path (by a `NavigationLink(value:)` or the path binding). The screen is built only when
    /// such a value is on the path the render starts with; the first registration of a type wins.
    ///
    /// ```swift
    /// List(parks) { park in NavigationLink(park.name, value: park) }
    ///     .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(register: { scope in
            let key = ObjectIdentifier(D.self)
            guard scope.destinations[key] == nil else { return }
            scope.destinations[key] = { value, resolver in
                guard let value = value.base as? D else { return }
                resolver.resolve(resolver.evaluate { destination(value) })
            }
        }))
    }

    /// A screen pushed on the nearest navigation stack while `isPresented` is `true`: a render
    /// that starts with it `true` shows that screen, above the one that declares it.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let screen = isPresented.wrappedValue ? destination() : nil
        return modifier(NavigationDestinationModifier(register: { scope in
            guard let screen else { return }
            scope.presented.append { $0.resolve(screen) }
        }))
    }

    /// A screen pushed on the nearest navigation stack while `item` holds a value: a render that
    /// starts with a value shows the screen built from it, above the one that declares it.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let item = item.wrappedValue
        return modifier(NavigationDestinationModifier(register: { scope in
            guard let item else { return }
            scope.presented.append { resolver in resolver.resolve(resolver.evaluate { destination(item) }) }
        }))
    }
}

/// Resolves the modified content, then registers a destination with the nearest navigation stack.
struct NavigationDestinationModifier: ViewModifier {
    let register: (NavigationScope) -> Void

    typealias Body = Never

    static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        resolver.resolve(content)
        if let scope = resolver.navigation { modifier.register(scope) }
    }
}
