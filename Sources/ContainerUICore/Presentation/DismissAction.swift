/// Dismisses the presentation the view is in: `@Environment(\.dismiss) private var dismiss`, then
/// `dismiss()` in a button's action.
///
/// A render is one frame nobody taps, so the action never runs; calling it does nothing, as
/// SwiftUI's does outside any presentation.
public struct DismissAction: Sendable {
    /// An action that dismisses nothing.
    init() {}

    /// Dismisses the current presentation.
    public func callAsFunction() {}
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The action that dismisses the presentation the view is in.
    public var dismiss: DismissAction {
        self[DismissKey.self]
    }

    /// Whether the view is inside presented content: a sheet, cover or popover.
    public package(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
