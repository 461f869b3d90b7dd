/// A type that declares previews the way SwiftUI did before `#Preview`:
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///         ContentView().preferredColorScheme(.dark)
///     }
/// }
/// ```
///
/// `previews` is an ordinary view, so a program can render it like any other.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The previews.
    @ViewBuilder @MainActor static var previews: Previews { get }

    /// The platform the previews are for; `nil` for the one being built.
    @MainActor static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The platform being built.
    @MainActor public static var platform: PreviewPlatform? { nil }
}

/// A platform previews can be made for.
public enum PreviewPlatform: Sendable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}

/// A device a preview can be shown on, named as in SwiftUI (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named by a literal.
    public init(stringLiteral: String) {
        self.rawValue = stringLiteral
    }
}

extension View {
    /// How the preview of this view is sized. A preview's setting: rendering the view is not
    /// changed by it, as a SwiftUI app running is not.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The name of this view's preview; a preview's setting only.
    public func previewDisplayName(_ displayName: String?) -> some View { self }

    /// The device this view's preview is shown on; a preview's setting only.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// The orientation of the device this view's preview is shown on; a preview's setting only.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
