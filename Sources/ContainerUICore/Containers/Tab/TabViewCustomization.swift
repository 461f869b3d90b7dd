/// The changes a person made to an adaptable tab view's sidebar: tabs hidden or shown, and tabs
/// reordered within sections, keyed by the tabs' and sections' customization identifiers
/// (`customizationID(_:)`). Codable, so that `@AppStorage` keeps it.
///
/// A phone draws the tab bar, which a person does not customise: the render follows each tab's
/// default visibility in the tab bar (`defaultVisibility(_:for:)`), whatever this holds.
public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// The sidebar visibility a person chose for each tab, `true` for hidden.
    private var sidebarHidden: [String: Bool] = [:]
    /// The order a person gave the tabs of each section.
    private var tabOrders: [String: [String]] = [:]

    /// No customization: tabs as their default visibilities and sections in declared order.
    public init() {}

    /// The sidebar visibility of the tab `id`: `.automatic` when a person has not changed it.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { sidebarHidden[id].map { $0 ? .hidden : .visible } ?? .automatic }
        set { sidebarHidden[id] = newValue == .automatic ? nil : newValue == .hidden }
    }

    /// The customization of the tab `id`.
    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: self[sidebarVisibility: id]) }
        set { self[sidebarVisibility: id] = newValue.sidebarVisibility }
    }

    /// The customization of the section `id`.
    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: tabOrders[id]) }
        set { tabOrders[id] = newValue.tabOrder }
    }

    /// Shows every tab as its default visibility again, keeping the sections' orders.
    public mutating func resetVisibility() {
        sidebarHidden = [:]
    }

    /// Orders every section's tabs as declared again, keeping the tabs' visibilities.
    public mutating func resetSectionOrder() {
        tabOrders = [:]
    }

    /// The changes a person made to one tab.
    public struct TabCustomization: Sendable {
        /// The tab's visibility in the sidebar: `.automatic` unless a person changed it.
        public var sidebarVisibility: Visibility
        /// The tab's visibility in the tab bar, which a person does not change: `.automatic`.
        public var tabBarVisibility: Visibility { .automatic }
    }

    /// The changes a person made to one section.
    public struct SectionCustomization: Sendable {
        /// The customization identifiers of the section's tabs in the order a person gave them,
        /// or `nil` for the declared order.
        public private(set) var tabOrder: [String]?

        init(tabOrder: [String]?) {
            self.tabOrder = tabOrder
        }

        /// Orders the section's tabs as declared again.
        public mutating func resetTabOrder() {
            tabOrder = nil
        }
    }
}
