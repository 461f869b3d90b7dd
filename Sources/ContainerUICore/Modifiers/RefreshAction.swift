/// The action of the nearest `refreshable(action:)` above a view, as `@Environment(\.refresh)`
/// reads it: a view offering its own way to refresh (a button, say) calls it. Not `Sendable`, as
/// its action captures the view, which is not (see `View.task(priority:_:)`).
public struct RefreshAction {
    let action: @isolated(any) () async -> Void

    /// Runs the refresh, returning when it is done.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable(action:)` above, or `nil`.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}
