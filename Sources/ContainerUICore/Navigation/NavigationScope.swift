/// What the views of one navigation screen hand up to the `NavigationStack` showing it, as
/// SwiftUI's navigation preferences do: the title and its display mode, the toolbar's items and
/// bars, and the destinations registered for values.
///
/// The stack puts a fresh scope on the resolver while it resolves a screen
/// (``Resolver/navigation``), so that values stop at the nearest stack; outside any stack there is
/// none and the modifiers record nothing, as a toolbar outside a navigation stack shows nothing
/// on iOS.
package final class NavigationScope {
    /// `navigationTitle(_:)`.
    package var title: Text?
    /// `navigationSubtitle(_:)`.
    package var subtitle: Text?
    /// `navigationBarTitleDisplayMode(_:)` or `toolbarTitleDisplayMode(_:)`.
    package var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    /// `navigationBarBackButtonHidden(_:)`.
    package var backButtonHidden: Bool?
    /// `toolbar(_:for: .navigationBar)`.
    package var navigationBarVisibility: Visibility?
    /// `toolbar(_:for: .bottomBar)`.
    package var bottomBarVisibility: Visibility?
    /// `toolbar(_:for: .tabBar)`, which the stack hands on to the nearest tab view from its top
    /// screen.
    package var tabBarVisibility: Visibility?
    /// `toolbarBackground(_:for: .navigationBar)` with a style.
    package var navigationBarBackground: ResolvedShapeStyle?
    /// `toolbarBackground(_:for: .navigationBar)` with a visibility.
    package var navigationBarBackgroundVisibility: Visibility?
    /// `toolbarColorScheme(_:for: .navigationBar)`.
    package var navigationBarColorScheme: ColorScheme?
    /// `containerBackground(_:for: .navigation)`: drawn behind the screen and its bar.
    package var containerBackground: ResolvedLayer?
    /// `navigationSplitViewColumnWidth`: the width of the split view column this screen is.
    package var columnWidth: CGFloat?
    /// `searchable`: the search field below the bar's title.
    package var search: NavigationSearch?
    /// `searchSuggestions(_:)`: the suggestions of the search field, for the JSON.
    package var searchSuggestions: [ResolvedSearchSuggestion]?
    /// `searchScopes(_:activation:_:)`: the scopes of the search field.
    package var searchScopes: SearchScopes?
    /// The toolbar's items, in the order they were declared.
    package var toolbarItems: [ToolbarEntry] = []
    /// `navigationDestination(for:destination:)`, by the type of value; the first registration
    /// of a type wins.
    package var destinations: [ObjectIdentifier: NavigationDestination] = [:]
    /// The destinations `navigationDestination(isPresented:)` or `(item:)` present, in order.
    package var presented: [(inout Resolver) -> Void] = []

    package init() {}

    /// The search field with the scopes and suggestions handed up beside it.
    var searchWithItsParts: NavigationSearch? {
        guard var search else { return nil }
        search.scopes = searchScopes
        search.suggestions = searchSuggestions ?? []
        return search
    }
}

/// A toolbar item's resolved views and where they go.
package struct ToolbarEntry {
    /// Where the item goes.
    package var placement: ToolbarItemPlacement
    /// Its resolved views.
    package var nodes: [ResolvedNode]
}

/// Resolves the destination screen of a value pushed on a navigation stack.
package typealias NavigationDestination = (AnyHashable, inout Resolver) -> Void

extension Resolver {
    /// Resolves `content`, then hands `value` up to the nearest navigation stack as each of
    /// `fields`. A value written on an enclosing view wins over the values written inside it (the
    /// view closer to the stack has the last word, as with SwiftUI's navigation title), and of
    /// two siblings the first wins. Outside a stack, only resolves `content`.
    package mutating func resolve<V: View, T>(
        _ content: V, handingUp value: T, to fields: [ReferenceWritableKeyPath<NavigationScope, T?>]
    ) {
        guard let scope = navigation, !fields.isEmpty else { return resolve(content) }
        resolve(content, handingUp: value, to: fields, of: scope)
    }

    /// Resolves `content`, then hands `value` up to `scope` as each of `fields`, the value
    /// written on the enclosing view winning and the first of two siblings' winning: the rule of
    /// the navigation stack's values and the tab bar's visibility alike.
    package mutating func resolve<V: View, Scope: AnyObject, T>(
        _ content: V, handingUp value: T, to fields: [ReferenceWritableKeyPath<Scope, T?>], of scope: Scope
    ) {
        let earlier = fields.map { scope[keyPath: $0] }
        for field in fields { scope[keyPath: field] = nil }
        resolve(content)
        for (field, earlier) in zip(fields, earlier) { scope[keyPath: field] = earlier ?? value }
    }

    /// Resolves the views of one toolbar item and records them with their placement, when a
    /// navigation stack is there to show them. The views take the environment of the `toolbar`
    /// modifier, outside any list (so a link in the bar has no list chevron); a confirmation
    /// action's text is semibold and labels in the automatic style show their icon alone, as iOS
    /// draws them.
    package mutating func addToolbarItem(_ placement: ToolbarItemPlacement, _ body: (inout Resolver) -> Void) {
        guard let scope = navigation else { return }
        let saved = environment
        if environment.isListContent { environment.isListContent = false }
        if placement.isProminent { environment.fontWeight = .semibold }
        if environment[LabelStyleKey.self].parts == .automatic { environment[LabelStyleKey.self] = AnyLabelStyle(.iconOnly) }
        let nodes = collectContent(body)
        environment = saved
        scope.toolbarItems.append(ToolbarEntry(placement: placement, nodes: nodes))
    }
}
