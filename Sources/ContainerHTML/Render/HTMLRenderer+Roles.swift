import ContainerUICore
import Foundation

/// ARIA roles of the views the package composes of others where SwiftUI has a control: a tab
/// view's bar is a `tablist` of `tab` buttons over the selected tab's `tabpanel`.
extension HTMLRenderer {
    /// Writes `role`, or `group` for a view labelled without one, and a tab's `aria-selected`.
    mutating func writeRole(_ role: ResolvedAccessibilityRole?) {
        switch role {
        case nil: writer.attribute("role", static: "group")
        case .tabList: writer.attribute("role", static: "tablist")
        case .tabPanel: writer.attribute("role", static: "tabpanel")
        case .tab(let isSelected):
            writer.attribute("role", static: "tab")
            writer.attribute("aria-selected", static: isSelected ? "true" : "false")
        }
    }
}
