extension View {
    /// Sets the preference `key` to a value built from an anchor of this view (its bounds, a
    /// point in it), for an ancestor's `overlayPreferenceValue` or `backgroundPreferenceValue`
    /// to place views at with a `GeometryReader`'s `proxy[anchor]`.
    ///
    /// ```swift
    /// Text("Chosen").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(_AnchorPreferenceModifier<K, A>(source: value, replacesContent: false) { preference, anchor in
            preference = transform(anchor)
        })
    }

    /// Changes the preference `key` that this view's content merges to with an anchor of this
    /// view: `transform` gets the content's value and the anchor, and what it leaves is the view's.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(_AnchorPreferenceModifier<K, A>(source: value, replacesContent: true, transform: transform))
    }
}

/// Writes on each member a preference built from an anchor of the member, and names the member
/// as the anchor's source so that layout records its frame.
public struct _AnchorPreferenceModifier<Key: PreferenceKey, Value>: ViewModifier {
    let source: Anchor<Value>.Source
    /// Whether the written value replaces the content's (`transformAnchorPreference`), which
    /// `transform` then starts from, rather than being merged after it.
    let replacesContent: Bool
    let transform: (inout Key.Value, Anchor<Value>) -> Void

    public typealias Body = Never

    public static func _resolve<C: View>(_ modifier: Self, content: C, into resolver: inout Resolver) {
        let start = resolver.resolveMembers(of: content, modifiers: 2)
        for index in start..<resolver.output.count {
            let id = AnchorSourceID(identity: resolver.output[index].identity, modifier: resolver.output[index].modifiers.count)
            var value = modifier.replacesContent ? resolver.output[index].preference(Key.self) : Key.defaultValue
            modifier.transform(&value, Anchor(source: id, geometry: modifier.source))
            let preference = PreferenceValue(key: ObjectIdentifier(Key.self), name: String(describing: Key.self), value: value,
                                             replacesContent: modifier.replacesContent)
            resolver.output[index].apply(.coordinateSpace(AnyHashable(id)), reservingFor: resolver.pendingModifiers + 1)
            resolver.output[index].apply(.preference(preference), reservingFor: resolver.pendingModifiers)
        }
    }
}
