@usableFromInline struct ListSectionIndexVisibilityKey: EnvironmentKey { @usableFromInline static let defaultValue = Visibility.automatic }

extension View {
    /// Labels this section in its list's section index, the column of short labels at the
    /// list's trailing edge that jumps to the sections (usually one letter); `nil` leaves the
    /// section out of the index. Like other section traits it is recorded on each member of the
    /// section; the list reads it from the first member that has it.
    ///
    /// ```swift
    /// Section("A") { Text("Amsterdam") }
    ///     .sectionIndexLabel("A")
    /// ```
    @inline(__always)
    @inlinable
    public func sectionIndexLabel(_ label: Text?) -> some View {
        modifier(_NodeModifier(modifier: .sectionIndexLabel(label?.string ?? "")).active(label != nil))
    }

    /// Labels this section in its list's section index with the text of `label`.
    @inline(__always)
    @inlinable
    public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View {
        sectionIndexLabel(Text(label))
    }

    /// Labels this section in its list's section index with `label`; `nil` leaves it out.
    @_disfavoredOverload
    @inline(__always)
    @inlinable
    public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View {
        sectionIndexLabel(label.map { Text(verbatim: String($0)) })
    }

    /// Shows or hides the section index of lists inside: `.visible` shows the labels set with
    /// `sectionIndexLabel(_:)` whatever the style, `.hidden` never, and `.automatic` (the
    /// default) in the `plain` and `inset` styles, where the rows leave the trailing edge free.
    @inline(__always)
    @inlinable
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        environmentWrite(visibility, for: ListSectionIndexVisibilityKey.self)
    }
}
