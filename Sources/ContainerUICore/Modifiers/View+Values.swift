extension View {
    /// Writes a container value on each resolved member of this view, for its nearest container
    /// to read. A value already written closer to the member wins.
    ///
    /// ```swift
    /// Text("Scrolling in the Deep").containerValue(\.isDisplayBoardCardRejected, true)
    /// ```
    @inline(__always)
    @inlinable
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        var values = ContainerValues()
        values[keyPath: keyPath] = value
        return modifier(_ContainerValueModifier(values: values))
    }

    /// Sets a preference that ancestors read through `overlayPreferenceValue` or
    /// `backgroundPreferenceValue`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        node(.preference(PreferenceValue(key: ObjectIdentifier(key), name: String(describing: key), value: value)))
    }

    /// Reads the merged preference of this view's subtree and overlays a view built from it.
    @inline(__always)
    @inlinable
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceReader<K, V>(transform: transform, alignment: alignment, role: .overlay))
    }

    /// Reads the merged preference of this view's subtree and puts a view built from it behind.
    @inline(__always)
    @inlinable
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(_PreferenceReader<K, V>(transform: transform, alignment: alignment, role: .background))
    }
}

/// Writes container values as defaults under what members wrote themselves.
public struct _ContainerValueModifier: ViewModifier {
    @usableFromInline let values: ContainerValues

    @usableFromInline
    init(values: ContainerValues) {
        self.values = values
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        resolver.forEachMember(resolving: { $0.resolve(content) }) { $0.addContainerValueDefaults(modifier.values) }
    }
}

/// Builds a layer from the preference each member's subtree merges to.
public struct _PreferenceReader<Key: PreferenceKey, Layer: View>: ViewModifier {
    @usableFromInline let transform: (Key.Value) -> Layer
    @usableFromInline let alignment: Alignment
    @usableFromInline let role: _LayerRole

    @usableFromInline
    init(transform: @escaping (Key.Value) -> Layer, alignment: Alignment, role: _LayerRole) {
        self.transform = transform
        self.alignment = alignment
        self.role = role
    }

    public typealias Body = Never

    @inlinable
    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let start = resolver.output.count
        resolver.resolve(content)
        for index in start..<resolver.output.count {
            let value = resolver.output[index].preference(Key.self)
            let layerView = resolver.evaluate { modifier.transform(value) }
            let nodes = resolver.withIdentityCollect(0x7072_6566) { $0.resolve(layerView) }
            resolver.output[index].apply(.layer(nodes, alignment: modifier.alignment, role: modifier.role), hasContentLayer: true)
        }
    }
}

extension ResolvedNode {
    /// The value of `key` merged over this subtree in view-tree order, starting from its default.
    public func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        collectPreference(key, ObjectIdentifier(key), into: &value)
        return value
    }

    private func collectPreference<K: PreferenceKey>(_ key: K.Type, _ id: ObjectIdentifier, into value: inout K.Value) {
        // A value replacing the content's stands for everything inside it.
        let replacing = modifiers.lastIndex {
            if case .preference(let preference) = $0 { preference.key == id && preference.replacesContent } else { false }
        }
        for modifier in modifiers[(replacing ?? modifiers.startIndex)...] {
            switch modifier {
            case .preference(let preference) where preference.key == id:
                if let next = preference.value as? K.Value { K.reduce(value: &value, nextValue: { next }) }
            case .background(.content(let nodes, _)), .overlay(.content(let nodes, _)),
                 .listRowBackground(.content(let nodes, _)), .badge(.content(let nodes, _)):
                for node in nodes { node.collectPreference(key, id, into: &value) }
            default:
                break
            }
        }
        guard replacing == nil else { return }
        for child in children { child.collectPreference(key, id, into: &value) }
    }
}
