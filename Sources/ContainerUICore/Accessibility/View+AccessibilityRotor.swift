/// Accessibility rotors: VoiceOver's menu of lists to move through (the headings, the links, or a
/// view's own, such as the warnings of a mailbox). A page cannot add a list to a screen reader's
/// menus (ARIA has no rotor; screen readers build their own lists of headings, links, fields and
/// landmarks from the markup), so these take SwiftUI's arguments and leave the resolved tree and
/// the page as they are; the entries are not built, as SwiftUI builds them only when the rotor is
/// used. Headings (`accessibilityHeading(_:)`, the `.isHeader` trait) and links are in the page's
/// own lists already.
extension View {
    /// A rotor named `label` listing the entries `entries` builds.
    @inlinable
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// A rotor named by a literal listing the entries `entries` builds.
    @inlinable
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// A rotor named by a string listing the entries `entries` builds.
    @_disfavoredOverload
    @inlinable
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// The entries `entries` builds, given to one of VoiceOver's own rotors.
    @inlinable
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View { self }

    /// A rotor named `rotorLabel` with an entry for each element, identified by `entryID` and
    /// labelled by `entryLabel`.
    @inlinable
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named by a literal with an entry for each element.
    @inlinable
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ labelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named by a string with an entry for each element.
    @_disfavoredOverload
    @inlinable
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ label: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named `rotorLabel` with an entry for each identifiable element.
    @inlinable
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named by a literal with an entry for each identifiable element.
    @inlinable
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ labelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named by a string with an entry for each identifiable element.
    @_disfavoredOverload
    @inlinable
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ label: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// An entry for each identifiable element, given to one of VoiceOver's own rotors.
    @inlinable
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// An entry for each element, identified by `entryID`, given to one of VoiceOver's own rotors.
    @inlinable
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View { self }

    /// A rotor named `label` with an entry for each range of the view's text.
    @inlinable
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }

    /// A rotor named by a literal with an entry for each range of the view's text.
    @inlinable
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }

    /// A rotor named by a string with an entry for each range of the view's text.
    @_disfavoredOverload
    @inlinable
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View { self }

    /// An entry for each range of the view's text, given to one of VoiceOver's own rotors.
    @inlinable
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View { self }

    /// Marks the view as the one rotor entries of `id` in `namespace` move to.
    @inlinable
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
