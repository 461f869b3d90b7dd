/// A stack of screens with a navigation bar, as on iOS: the root screen, and above it the
/// screens of the values on its path.
///
/// A render is one frame nobody taps, so the stack shows one screen: the root, or, when the path
/// binding starts non-empty, the screen `navigationDestination(for:)` registers for the path's
/// last value (with a back button titled by the screen below), or a screen that
/// `navigationDestination(isPresented:)` presents. Above it the navigation bar holds the
/// toolbar's leading items, the principal item or the inline title, and the trailing items; in
/// large mode (the default at the root) the title follows in 34 pt bold. The screen's title and
/// toolbar are set by views anywhere inside it and stop at the nearest stack.
///
/// ```swift
/// NavigationStack {
///     List {
///         NavigationLink("Wi-Fi") { WiFiSettings() }
///         NavigationLink("Bluetooth") { BluetoothSettings() }
///     }
///     .navigationTitle("Settings")
///     .toolbar { Button("Edit") {} }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    private let root: Root
    private let path: [AnyHashable]

    /// A stack showing `root`, with a path of its own.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        path = []
    }

    /// A stack whose pushed values are `path`, of any hashable types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = path.wrappedValue.elements
    }

    /// A stack whose pushed values are `path`, all of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }

    /// Resolved directly: no body.
    public typealias Body = Never

    /// Resolution hook; not meant to be called by users.
    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let saved = resolver.environment
        if saved.isListContent { resolver.environment.isListContent = false }
        let screens = resolver.resolveScreens(root: view.root, path: view.path)
        resolver.environment = saved
        if let top = screens.last { resolver.handUpTabBarVisibility(ofScreen: top.scope) }
        resolver.resolve(NavigationStackLayout(screens: screens))
    }
}
