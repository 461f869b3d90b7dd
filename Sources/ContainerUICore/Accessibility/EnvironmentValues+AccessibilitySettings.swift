/// Whether the user asked for more contrast, as `@Environment(\.colorSchemeContrast)` reads it.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The system's standard contrast.
    case standard
    /// More contrast (Increase Contrast).
    case increased
}

/// Whether the user asked for bolder text, as `@Environment(\.legibilityWeight)` reads it.
public enum LegibilityWeight: Hashable, Sendable {
    /// Regular weights.
    case regular
    /// Bolder weights (Bold Text).
    case bold
}

extension EnvironmentValues {
    // The user's accessibility settings live in the browser: the server renders one page for
    // everyone with the system's defaults, and the stylesheet follows the browser's own settings
    // where CSS can read them (`prefers-reduced-motion`, `prefers-color-scheme`).

    /// The contrast the user asked for: `.standard` in a server render.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// Whether the user asked for bolder text: `nil` (not known) in a server render.
    public var legibilityWeight: LegibilityWeight? { nil }

    /// Whether Reduce Motion is on: `false` in a server render (the stylesheet stops its own
    /// animations under the browser's `prefers-reduced-motion`).
    public var accessibilityReduceMotion: Bool { false }

    /// Whether Reduce Transparency is on: `false` in a server render.
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether Differentiate Without Colour is on: `false` in a server render.
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether Smart Invert is on: `false` in a server render.
    public var accessibilityInvertColors: Bool { false }

    /// Whether Button Shapes is on: `false` in a server render.
    public var accessibilityShowButtonShapes: Bool { false }

    /// Whether VoiceOver is running: `false` in a server render.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Switch Control is running: `false` in a server render.
    public var accessibilitySwitchControlEnabled: Bool { false }
}
