import Foundation

// Conditions on editing a list's rows. A rendered page is never edited: no row is moved,
// deleted or newly selected, so these keep the view as it is.

extension View {
    /// Whether the rows inside can be moved by dragging (`onMove`).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        self
    }

    /// Whether the rows inside can be deleted (`onDelete`).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        self
    }

    /// Whether people can select this view in a list with a selection; a row already in the
    /// selection is drawn selected.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}
