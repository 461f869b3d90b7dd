/// A built-in modifier that writes one environment value through a key path: what
/// `environment(_:_:)` applies. It holds the key path and the value (no closure context), and
/// the appearance keys (`colorScheme`, `layoutDirection`) are written through their keys and
/// recorded as a marker on each member of its content.
public struct _EnvironmentKeyPathWriter<Value>: ViewModifier {
    @usableFromInline let keyPath: WritableKeyPath<EnvironmentValues, Value>
    @usableFromInline let value: Value

    @usableFromInline
    init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let saved = resolver.environment
        let marker = resolver.writeEnvironment(modifier.value, at: modifier.keyPath)
        let start = resolver.resolveMembers(of: content, modifiers: marker == .none ? 0 : 1)
        resolver.apply(marker, toMembersFrom: start)
        resolver.environment = saved
    }
}

/// The appearance written by an `environment(_:_:)` modifier, recorded on each member it reaches.
@usableFromInline
package enum EnvironmentMarker: Equatable {
    case none
    case colorScheme(ColorScheme)
    case layoutDirection(LayoutDirection)
}

extension Resolver {
    /// Writes `value` at `keyPath` in the environment. The appearance keys are written through
    /// their keys, not the key path (a write through a key path costs several times a direct one),
    /// and returned as the marker to record.
    @inlinable
    package mutating func writeEnvironment<V>(_ value: V, at keyPath: WritableKeyPath<EnvironmentValues, V>) -> EnvironmentMarker {
        if let scheme = value as? ColorScheme, knownKeyPaths.isColorScheme(keyPath) {
            writeEnvironment(scheme, for: ColorSchemeKey.self)
            return .colorScheme(scheme)
        }
        if let direction = value as? LayoutDirection, knownKeyPaths.isLayoutDirection(keyPath) {
            writeEnvironment(direction, for: LayoutDirectionKey.self)
            return .layoutDirection(direction)
        }
        environment[keyPath: keyPath] = value
        return .none
    }

    /// Records `marker` on each node contributed since `start`.
    @usableFromInline
    package mutating func apply(_ marker: EnvironmentMarker, toMembersFrom start: Int) {
        switch marker {
        case .none: break
        case .colorScheme(let scheme): apply(ResolvedModifier.colorScheme(scheme), toMembersFrom: start)
        case .layoutDirection(let direction): apply(ResolvedModifier.layoutDirection(direction), toMembersFrom: start)
        }
    }
}

/// The key path objects a resolution has already found to name an appearance key: comparing key
/// paths walks their components (about 500 instructions), so each object is compared in full once
/// and recognised by identity afterwards.
@usableFromInline
package struct KnownKeyPaths {
    private var colorScheme: AnyKeyPath?
    private var layoutDirection: AnyKeyPath?

    package init() {}

    /// Whether `keyPath` is `\EnvironmentValues.colorScheme`.
    @usableFromInline
    package mutating func isColorScheme(_ keyPath: AnyKeyPath) -> Bool {
        Self.recognise(keyPath, as: &colorScheme) { \EnvironmentValues.colorScheme }
    }

    /// Whether `keyPath` is `\EnvironmentValues.layoutDirection`.
    @usableFromInline
    package mutating func isLayoutDirection(_ keyPath: AnyKeyPath) -> Bool {
        Self.recognise(keyPath, as: &layoutDirection) { \EnvironmentValues.layoutDirection }
    }

    /// Whether `keyPath` is the object in `known`, or equals `reference`, becoming `known`.
    private static func recognise(_ keyPath: AnyKeyPath, as known: inout AnyKeyPath?, _ reference: () -> AnyKeyPath) -> Bool {
        if keyPath === known { return true }
        guard keyPath == reference() else { return false }
        known = keyPath
        return true
    }
}
