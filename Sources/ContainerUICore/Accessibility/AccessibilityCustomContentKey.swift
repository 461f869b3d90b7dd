/// Names an entry of additional accessibility information (`accessibilityCustomContent`): its
/// label, read before its value, and the identifier by which a later entry replaces it or a `nil`
/// value removes it.
public struct AccessibilityCustomContentKey: Equatable, Sendable {
    /// What the entry holds, read before its value ("Age").
    let label: String
    /// The identifier entries are replaced and removed by.
    let id: String

    /// A key with `label` and `id`.
    public init(_ label: Text, id: String) {
        self.label = label.plainString
        self.id = id
    }

    /// A key with a literal label and `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.label = labelKey.key
        self.id = id
    }

    /// A key whose label is also its identifier.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(labelKey, id: labelKey.key)
    }
}
