import Foundation

// Handoff and external events. A rendered page is not an app the system hands activities to or
// asks to describe its own, so these modifiers keep the view as it is drawn without them and
// call none of their closures.

extension View {
    /// Runs `action` when the app continues an activity of `activityType` (from Handoff, search
    /// or a universal link). A page never continues one.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    /// Offers an activity of `activityType` while the view is shown and `isActive`, filled in by
    /// `update` when the system asks. A page is never asked.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View {
        self
    }

    /// Offers an activity of `activityType` describing `element` while it is not `nil`, filled in
    /// by `update` when the system asks. A page is never asked.
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View {
        self
    }

    /// Which external events (URLs, activities' target content identifiers) the view's scene
    /// prefers and allows; `"*"` matches any. A page receives none.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }
}

extension Scene {
    /// Which external events open a window of this scene; `"*"` matches any. A rendered page
    /// receives none, so the server keeps no record of it.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        self
    }
}
