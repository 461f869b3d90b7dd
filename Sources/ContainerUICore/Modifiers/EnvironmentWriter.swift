/// A built-in modifier that writes one environment value for its content: what `font(_:)`,
/// `foregroundStyle(_:)` and the other single-key modifiers apply. It holds the value itself, so
/// building and applying it allocates no closure context (``_EnvironmentModifier`` runs a closure).
public struct _EnvironmentWriter<Key: EnvironmentKey>: ViewModifier {
    @usableFromInline let value: Key.Value

    @usableFromInline
    init(_ value: Key.Value) {
        self.value = value
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let saved = resolver.environment
        resolver.writeEnvironment(modifier.value, for: Key.self)
        resolver.resolve(content)
        resolver.environment = saved
    }
}

extension View {
    /// Writes `value` for `key` in the environment of this view's content.
    @inline(__always)
    @inlinable
    package func environmentWrite<K: EnvironmentKey>(_ value: K.Value, for key: K.Type) -> ModifiedContent<Self, _EnvironmentWriter<K>> {
        modifier(_EnvironmentWriter(value))
    }
}
