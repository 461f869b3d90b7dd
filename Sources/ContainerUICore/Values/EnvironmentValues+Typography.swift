import Foundation

/// What the typography modifiers set, under one key: a text's style reads it with one lookup.
@usableFromInline
package struct TypographyEnvironment: Hashable, Sendable {
    /// The text settings, copied whole into each text's style.
    @usableFromInline package var text = TextTypography()
    /// The size of symbols relative to their font.
    @usableFromInline package var imageScale = Image.Scale.medium
    /// How symbols fill their layers, `nil` for automatic.
    @usableFromInline package var symbolRenderingMode: SymbolRenderingMode?
    /// The secondary and tertiary styles of `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`,
    /// with the primary they were set with (see ``EnvironmentValues/foregroundLevel(_:)``).
    @usableFromInline package var foregroundLevels: ForegroundLevels?
    /// The symbol variant of `symbolVariant(_:)`.
    @usableFromInline package var symbolVariants = SymbolVariants.none
    /// Why views are redacted (`redacted(reason:)`); sets whether text and symbols are.
    @usableFromInline package var redactionReasons: RedactionReasons = [] { didSet { updateRedaction() } }
    /// Whether views are private (`privacySensitive()`), redacted for `.privacy`.
    @usableFromInline package var isPrivacySensitive = false { didSet { updateRedaction() } }

    @usableFromInline init() {}

    /// Whether text and symbols here are drawn as placeholder bars.
    package var isRedacted: Bool { text.isRedacted }

    private mutating func updateRedaction() {
        text.isRedacted = redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

/// The styles `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` set beyond the primary.
@usableFromInline
package struct ForegroundLevels: Hashable, Sendable {
    @usableFromInline var primary: AnyShapeStyle
    @usableFromInline var secondary: AnyShapeStyle
    @usableFromInline var tertiary: AnyShapeStyle?

    @usableFromInline
    init(primary: AnyShapeStyle, secondary: AnyShapeStyle, tertiary: AnyShapeStyle?) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
    }
}

@usableFromInline struct TypographyKey: EnvironmentKey { @usableFromInline static let defaultValue = TypographyEnvironment() }

extension EnvironmentValues {
    /// The typography modifiers' settings.
    @usableFromInline
    package var typography: TypographyEnvironment {
        get { self[TypographyKey.self] }
        set { self[TypographyKey.self] = newValue }
    }

    /// Space between the lines of text, in points (0 by default).
    public var lineSpacing: CGFloat {
        get { typography.text.lineSpacing }
        set { typography.text.lineSpacing = newValue }
    }

    /// Where text cut by its line limit loses characters (`.tail` by default).
    public var truncationMode: Text.TruncationMode {
        get { typography.text.truncationMode }
        set { typography.text.truncationMode = newValue }
    }

    /// How far text may shrink to fit (1 by default: not at all).
    public var minimumScaleFactor: CGFloat {
        get { typography.text.minimumScaleFactor }
        set { typography.text.minimumScaleFactor = newValue }
    }

    /// The size of symbols relative to their font (`.medium` by default).
    public var imageScale: Image.Scale {
        get { typography.imageScale }
        set { typography.imageScale = newValue }
    }

    /// How symbols fill their layers, or `nil` to pick it automatically.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { typography.symbolRenderingMode }
        set { typography.symbolRenderingMode = newValue }
    }

    /// The secondary (`level` 1) or tertiary (2) foreground style that `foregroundStyle(_:_:)` or
    /// `foregroundStyle(_:_:_:)` set, while the primary they set is still the foreground style (a
    /// later `foregroundStyle(_:)` sets the primary alone, and the levels derive from it again).
    package func foregroundLevel(_ level: Int) -> ResolvedShapeStyle? {
        guard let levels = typography.foregroundLevels, levels.primary == foregroundStyle else { return nil }
        return level == 1 ? levels.secondary._resolvedStyle : levels.tertiary?._resolvedStyle
    }
}
