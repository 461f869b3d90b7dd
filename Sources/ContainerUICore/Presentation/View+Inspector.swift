extension View {
    /// iOS 17's inspector: a trailing column of details beside the content on a wide screen,
    /// presented as a sheet in compact width, which is how the page draws it (a phone's width).
    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// The width of the inspector's column, which only a wide screen shows: a compact-width page
    /// presents the inspector as a sheet, so the width is taken and not drawn.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The width range of the inspector's column, which only a wide screen shows.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// How a presentation adapts to compact size classes, as iOS 16.4's
/// `presentationCompactAdaptation` takes it.
public struct PresentationAdaptation: Sendable, Hashable {
    private let name: String

    /// The system's choice for the presentation.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// The presentation as it is declared.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// How this presentation adapts in compact size classes. The page draws a popover as a
    /// phone draws it by default (a sheet), whatever is asked here, so the value is taken and
    /// changes nothing drawn.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// How this presentation adapts in compact width and height; taken, as the one-value form.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View { self }
}
