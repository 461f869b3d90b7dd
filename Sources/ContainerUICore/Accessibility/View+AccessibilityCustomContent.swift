/// Additional accessibility information on a view: entries an assistive technology reads as
/// "label, value", with the element when their importance is `.high`, or when the user asks for
/// more content. An entry replaces the one with its key's identifier (a label given alone is its
/// own identifier), and a `nil` value removes it; the modifiers apply from the inside out, so the
/// outermost wins. On a page, entries describe the element (see the module's mapping table).
///
/// ```swift
/// Text(dog.name)
///     .accessibilityCustomContent("Breed", dog.breed, importance: .high)
///     .accessibilityCustomContent("Age", "\(dog.age) years")
/// ```
extension View {
    /// Adds, or with a `nil` value removes, the entry of `key`.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(key, value?.plainString, importance)
    }

    /// Adds the entry of `key`, with a literal value.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(key, valueKey.key, importance)
    }

    /// Adds the entry of `key`, with a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(key, String(value), importance)
    }

    /// Adds an entry labelled `label`, which is also its identifier.
    public func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        customContent(AccessibilityCustomContentKey(label, id: label.plainString), value.plainString, importance)
    }

    /// Adds an entry labelled by a literal, which is also its identifier.
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        customContent(AccessibilityCustomContentKey(labelKey), value.plainString, importance)
    }

    /// Adds an entry labelled by a literal, which is also its identifier, with a literal value.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(AccessibilityCustomContentKey(labelKey), valueKey.key, importance)
    }

    /// Adds an entry labelled by a literal, which is also its identifier, with a string value.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> some View {
        customContent(AccessibilityCustomContentKey(labelKey), String(value), importance)
    }

    /// Records the entry on each member.
    private func customContent(
        _ key: AccessibilityCustomContentKey, _ value: String?, _ importance: AXCustomContent.Importance
    ) -> some View {
        node(.accessibilityCustomContent(ResolvedCustomContent(id: key.id, label: key.label, value: value, importance: importance)))
    }
}
