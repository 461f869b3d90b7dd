import Foundation

/// The size classes of SwiftUI.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// A constrained space, such as a phone in portrait.
    case compact
    /// An expansive space.
    case regular
}

@usableFromInline struct FontKey: EnvironmentKey { @usableFromInline static let defaultValue: Font? = nil }
@usableFromInline struct ColorSchemeKey: EnvironmentKey { @usableFromInline static let defaultValue = ColorScheme.light }
@usableFromInline struct LayoutDirectionKey: EnvironmentKey { @usableFromInline static let defaultValue = LayoutDirection.leftToRight }
@usableFromInline struct MultilineTextAlignmentKey: EnvironmentKey { @usableFromInline static let defaultValue = TextAlignment.leading }
@usableFromInline struct LineLimitKey: EnvironmentKey { @usableFromInline static let defaultValue: Int? = nil }
@usableFromInline struct TextCaseKey: EnvironmentKey { @usableFromInline static let defaultValue: Text.Case? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct IsScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
@usableFromInline struct ForegroundStyleKey: EnvironmentKey { @usableFromInline static let defaultValue: AnyShapeStyle? = nil }
@usableFromInline struct TintKey: EnvironmentKey { @usableFromInline static let defaultValue: AnyShapeStyle? = nil }
@usableFromInline struct FontWeightKey: EnvironmentKey { @usableFromInline static let defaultValue: Font.Weight? = nil }

extension EnvironmentValues {
    /// The default font of text, or `nil` for `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// How lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The most lines text may use, or `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The case text is shown in, or `nil` for its own.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// Whether controls accept interaction; `disabled(_:)` turns it off.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Whether scrollable views (scroll views, lists) let people scroll; `scrollDisabled(_:)`
    /// turns it off.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// Whether scroll views inside let their content draw outside their bounds;
    /// `scrollClipDisabled(_:)` sets it.
    package var isScrollClipDisabled: Bool {
        get { self[IsScrollClipDisabledKey.self] }
        set { self[IsScrollClipDisabledKey.self] = newValue }
    }

    /// Whether text inside may tighten the space between its characters to fit a line;
    /// `allowsTightening(_:)` sets it.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The locale of formatted text.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in: UTC unless set, never the machine's.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in: Gregorian unless set, never the machine's.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The horizontal size class: compact on a phone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Device pixels per point.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The style of text and shapes, set by `foregroundStyle(_:)` and `foregroundColor(_:)`.
    @usableFromInline
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint of controls, set by `tint(_:)`.
    @usableFromInline
    package var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The weight of text, set by `fontWeight(_:)` and `bold()`.
    @usableFromInline
    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }
}
