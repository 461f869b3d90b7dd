import Foundation

/// A height a sheet rests at: `.medium`, `.large`, a fraction of the screen or a fixed height.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case fraction(CGFloat)
        case points(CGFloat)
        /// The whole screen but the strip at its top where the presenting view shows.
        case large
    }

    let height: Height

    /// About half the screen.
    public static let medium = PresentationDetent(height: .fraction(0.5))
    /// The full height, but for the strip above the sheet.
    public static let large = PresentationDetent(height: .large)

    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(fraction))
    }

    /// A fixed `height` in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .points(height))
    }

    /// The gap above a sheet at the large detent, where the presenting view shows, dimmed: there
    /// is no status bar, so it is the 10 points iOS leaves below it.
    static let largeTopGap: CGFloat = 10

    /// The detent's height on a screen `length` tall.
    func length(in length: CGFloat) -> CGFloat {
        switch height {
        case .fraction(let fraction): length * fraction
        case .points(let points): points
        case .large: length - Self.largeTopGap
        }
    }
}

/// What the content of a sheet hands up to it: `presentationDetents`, `presentationDragIndicator`,
/// `presentationCornerRadius` and `presentationBackground`.
final class SheetSettings {
    var detents: Set<PresentationDetent>?
    var selectedDetent: PresentationDetent?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat??
    var background: AnyShapeStyle?
    var backgroundViews: (nodes: [ResolvedNode], alignment: Alignment)?

    /// The detent the sheet shows: the selected one, else the smallest on a screen `length` tall
    /// (where iOS first shows a sheet), else large.
    func detent(screenLength length: CGFloat) -> PresentationDetent {
        if let selectedDetent { return selectedDetent }
        guard let detents else { return .large }
        return detents.min { $0.length(in: length) < $1.length(in: length) } ?? .large
    }

    /// Whether the grabber shows: as asked, else when the sheet has more than one detent.
    var showsGrabber: Bool {
        switch dragIndicator {
        case .visible: true
        case .hidden: false
        case .automatic, nil: (detents?.count ?? 1) > 1
        }
    }
}

extension View {
    /// The heights the sheet this view is in rests at; it shows at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        SheetSettingView(content: self) { settings, _ in settings.detents = detents }
    }

    /// The heights the sheet this view is in rests at; it shows at the one `selection` holds.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        SheetSettingView(content: self) { settings, _ in
            settings.detents = detents
            settings.selectedDetent = selection.wrappedValue
        }
    }

    /// Whether the sheet this view is in shows its grabber; automatic shows it when the sheet
    /// has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        SheetSettingView(content: self) { settings, _ in settings.dragIndicator = visibility }
    }

    /// The radius of the top corners of the sheet this view is in; `nil` for the system's.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        SheetSettingView(content: self) { settings, _ in settings.cornerRadius = .some(cornerRadius) }
    }

    /// Fills the sheet this view is in with `style` instead of the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        SheetSettingView(content: self) { settings, _ in
            settings.background = AnyShapeStyle(style)
            settings.backgroundViews = nil
        }
    }

    /// Draws `content` behind the sheet this view is in instead of the system background.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return SheetSettingView(content: self) { settings, resolver in
            settings.backgroundViews = (resolver.collectContent { $0.resolve(background) }, alignment)
            settings.background = nil
        }
    }

    /// Keeps the user from swiping the presentation away. A render is one frame nobody swipes,
    /// and iOS draws the sheet the same either way, so nothing changes.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}
