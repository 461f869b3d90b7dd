/// Where iOS 26 shows a tab view's bottom accessory: above the expanded tab bar, or inline in
/// a minimized one. A frame is drawn before any scrolling minimizes the bar: `expanded`.
public struct TabViewBottomAccessoryPlacement: Hashable, Sendable {
    private let name: String

    /// Above the tab bar, as wide as the tab view less its margins.
    public static let expanded = TabViewBottomAccessoryPlacement(name: "expanded")
    /// Beside the items of a minimized tab bar.
    public static let inline = TabViewBottomAccessoryPlacement(name: "inline")
}

/// A tab view's bottom accessory, as `tabViewBottomAccessory(content:)` gave it.
struct TabViewBottomAccessory {
    let content: AnyView
}

/// The bottom accessory the nearest tab view inside shows.
struct TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessory? { nil }
}

/// Where the bottom accessory a view is in is shown.
struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
    /// Where the tab view's bottom accessory this view is in is shown (iOS 26): `.expanded` in a
    /// frame, whose bar is never minimized; `nil` outside an accessory.
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` above the tab bar of the tab view this modifies (iOS 26): a now-playing
    /// bar, say. It is drawn as a capsule 48 points tall on the bar material, 16 points in from
    /// the tab view's sides and 8 above the bar, and goes with the bar when a view hides it.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environmentWrite(TabViewBottomAccessory(content: AnyView(content())), for: TabViewBottomAccessoryKey.self)
    }

    /// Shows `content` above the tab bar when `isEnabled` (iOS 26.1), as
    /// ``tabViewBottomAccessory(content:)`` does; nothing otherwise.
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environmentWrite(isEnabled ? TabViewBottomAccessory(content: AnyView(content())) : nil, for: TabViewBottomAccessoryKey.self)
    }
}

/// A bottom accessory as iOS 26 draws it above an expanded tab bar: its views in a row, in a
/// capsule on the bar material with a soft shadow.
struct TabViewBottomAccessoryBar: View {
    let nodes: [ResolvedNode]

    var body: some View {
        HStack { PlacedNodes(nodes: nodes) }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity)
            .frame(height: 48)
            .background(Material.bar, in: Capsule())
            .shadow(color: Color.black.opacity(0.12), radius: 8, x: 0, y: 2)
            .padding(.horizontal, 16)
            .padding(.bottom, 8)
    }
}
