/// When the bar of search scopes shows, as passed to `searchScopes(_:activation:_:)`.
public struct SearchScopeActivation: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable { case automatic, onTextEntry, onSearchPresentation }
    private let kind: Kind

    /// The platform's choice: on iOS, while search is active.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(kind: .automatic) }
    /// Once text has been entered in the active search field.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: .onTextEntry) }
    /// While search is active.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: .onSearchPresentation) }

    /// Whether the scopes show for a search that is `isActive` with `text` in its field.
    func showsScopes(isActive: Bool, text: String) -> Bool {
        kind == .onTextEntry ? isActive && !text.isEmpty : isActive
    }

    public var description: String {
        switch kind {
        case .automatic: "automatic"
        case .onTextEntry: "onTextEntry"
        case .onSearchPresentation: "onSearchPresentation"
        }
    }
}
