/// Whether a person may customise a tab or section in a placement of an adaptable tab view.
public struct TabCustomizationBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic, reorderable, disabled
    }

    private let kind: Kind

    /// As the tab view decides: tabs may be hidden and reordered.
    public static let automatic = TabCustomizationBehavior(kind: .automatic)
    /// Tabs may be reordered, not hidden.
    public static let reorderable = TabCustomizationBehavior(kind: .reorderable)
    /// Not customisable.
    public static let disabled = TabCustomizationBehavior(kind: .disabled)
}
