import Foundation

/// Modifiers for what a server render's HTML already does, or has no counterpart of: they take
/// SwiftUI's arguments and leave the resolved tree as it is.
///
/// - `compositingGroup()` and `drawingGroup()`: the renderer draws every wrapper element as one
///   layer already, so an opacity or filter after them applies to the group, as SwiftUI's does
///   after them (without them SwiftUI applies an opacity to each child, which the HTML does not).
/// - `contentShape(_:)` and `contentShape(_:_:eoFill:)`: the area that takes taps and effects,
///   and a server render is never tapped or hovered.
/// - `focusEffectDisabled(_:)`: a server render has no focus.
/// - `widgetAccentable(_:)`: a page is drawn in full colour, not a widget's accented mode.
/// - `textSelection(_:)`: text in the HTML can be selected either way.
/// - `ignoresSafeArea(_:edges:)`: there is no device safe area; the one `safeAreaPadding` adds is
///   made of content margins and padding, which a view inside does not reach under.
/// - `scrollBounceBehavior(_:axes:)`: how scrolling bounces, and a render is never scrolled.
extension View {
    /// Composites the view's children into one layer before later effects.
    @inlinable
    public func compositingGroup() -> some View { self }

    /// Draws the view offscreen into one layer before later effects.
    @inlinable
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// The shape that takes taps on the view.
    @inlinable
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// The shape the view's `kinds` of interaction and effect use.
    @inlinable
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// Turns off the focus effect the view draws when focused; a server render has no focus.
    @inlinable
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Marks the view as part of a widget's accent group, tinted in the accented rendering mode;
    /// a page is drawn in full colour.
    @inlinable
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

    /// Whether the view's text can be selected.
    @inlinable
    public func textSelection(_ selectability: TextSelectability) -> some View { self }

    /// Lets the view extend into the safe area of `regions` on `edges`.
    @inlinable
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Lets the view extend into the safe area on `edges` (iOS 13's name of
    /// ``ignoresSafeArea(_:edges:)``).
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    @inlinable
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// How scroll views inside bounce when their content fits.
    @inlinable
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}

/// How an offscreen layer stores colours (`drawingGroup(opaque:colorMode:)`).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// Whether text can be selected (`textSelection(_:)`).
public struct TextSelectability: Hashable, Sendable {
    /// Whether selection is allowed.
    public let allowsSelection: Bool

    /// Text can be selected.
    public static let enabled = TextSelectability(allowsSelection: true)
    /// Text cannot be selected.
    public static let disabled = TextSelectability(allowsSelection: false)
}

/// The kinds of safe area (`ignoresSafeArea(_:edges:)`).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The device's bars, notches and rounded corners.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// When a scroll view bounces (`scrollBounceBehavior(_:axes:)`).
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String

    /// The platform's choice: always, for a scroll view.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always, even when the content fits.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}
