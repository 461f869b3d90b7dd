/// What `searchable` hands up to the nearest navigation stack: the field's text and prompt, and
/// whether search is active.
package struct NavigationSearch {
    /// The text in the field.
    package var text: String
    /// The placeholder, "Search" unless given.
    package var prompt: Text
    /// Whether the field is active (its `isPresented` binding is `true`): the bar gives way to
    /// the field and its Cancel button.
    package var isActive: Bool
}
