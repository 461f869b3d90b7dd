/// The tint of the content of list rows, set with `listItemTint(_:)`: the icons of the `Label`s
/// inside a `List`'s rows are drawn in it.
public struct ListItemTint: Hashable, Sendable, CustomStringConvertible {
    /// The colour icons are drawn in.
    package let color: Color
    /// Whether the system may replace it (`preferred(_:)`); a server render has nothing that
    /// does, so it is drawn as a fixed tint.
    package let isOverridable: Bool

    /// A tint that nothing overrides.
    public static func fixed(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint, isOverridable: false)
    }

    /// A tint the system may override (with the user's accent colour on macOS).
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint, isOverridable: true)
    }

    /// The standard grey.
    public static let monochrome = ListItemTint(color: .gray, isOverridable: false)

    /// The tint's kind and colour.
    public var description: String { "\(isOverridable ? "preferred" : "fixed")(\(color))" }
}

private struct ListItemTintKey: EnvironmentKey {
    static let defaultValue: ListItemTint? = nil
}

extension EnvironmentValues {
    /// The tint of the list rows' content here (`listItemTint(_:)`), or `nil` for none.
    package var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// Tints the content of the list rows inside: a `Label`'s icon in a `List` row is drawn in
    /// `tint`; `nil` leaves the icons in the foreground style.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environmentTransform { $0.listItemTint = tint }
    }

    /// Tints the content of the list rows inside with a fixed `tint`; `nil` for none.
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map(ListItemTint.fixed))
    }
}
