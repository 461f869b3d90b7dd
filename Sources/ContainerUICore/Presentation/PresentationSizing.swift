import Foundation

/// How large a sheet is where the window leaves it room (iOS 18): `.automatic`, `.form`,
/// `.page`, `.fitted`. On a phone-sized window, which the page draws sheets for, every sheet
/// spans the width as the platform draws it, so the sizing is taken and changes nothing there.
public struct PresentationSizing: Sendable {
    private init() {}

    /// The platform's size for the content.
    public static var automatic: PresentationSizing { PresentationSizing() }
    /// A size suited to a form.
    public static var form: PresentationSizing { PresentationSizing() }
    /// A size suited to a page of content.
    public static var page: PresentationSizing { PresentationSizing() }
    /// The content's ideal size.
    public static var fitted: PresentationSizing { PresentationSizing() }

    /// The size fitted to the content along the axes asked.
    public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing { self }

    /// The size that only grows along the axes asked.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> PresentationSizing { self }
}

extension View {
    /// How large the sheet this view is in is where the window leaves it room; the page draws
    /// sheets as on a phone, where it changes nothing.
    @inlinable
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }
}
