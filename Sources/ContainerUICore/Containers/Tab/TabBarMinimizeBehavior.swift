/// When iOS 26 shrinks a tab bar as people scroll.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    /// The tab bar never minimizes.
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
    /// The tab bar minimizes as content scrolls down.
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    /// The tab bar minimizes as content scrolls up.
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
}

extension View {
    /// Sets when the tab bar of a `TabView` inside minimizes as people scroll. A frame is drawn
    /// before any scrolling, with the bar at full size whatever the behaviour.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        self
    }
}
