/// How prominent a view hierarchy is: section headers in a `List` take it from
/// `headerProminence(_:)`.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence: a list's headers in its style (small, grey and upper-cased in the
    /// grouped styles, the headline font in the plain one).
    case standard
    /// An increased prominence: a list's headers larger, bold and in the primary colour, as iOS
    /// draws them (see `View.headerProminence(_:)`).
    case increased
}

extension Font {
    /// The font of a list section's header of increased prominence, for the renderer and the
    /// layout engine alike: `title3` in bold.
    package static let prominentSectionHeader = Font.title3.bold()
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
    /// The prominence of the section headers in views here; `.standard` unless set.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the section headers inside this view.
    ///
    /// ```swift
    /// List {
    ///     Section("Recently played") { Text("Row") }
    ///         .headerProminence(.increased)
    /// }
    /// ```
    ///
    /// A section of a `List` resolved with `.increased` draws its header as iOS's prominent
    /// header in every list style: the `title3` font (20 points) in bold, the primary colour, not
    /// upper-cased, at the list's usual header insets. Other containers draw headers as they are.
    @inline(__always)
    @inlinable
    public func headerProminence(_ prominence: Prominence) -> some View {
        environmentTransform { $0.headerProminence = prominence }
    }
}
