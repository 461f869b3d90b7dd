/// The direction of text and of leading/trailing.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// Whether something is shown, hidden, or left to the system.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// Left to the system or the style.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// How a view fits its content into a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scale to fit, letterboxing.
    case fit
    /// Scale to fill, cropping.
    case fill
}

/// How lines of text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Leading edges aligned.
    case leading
    /// Centred.
    case center
    /// Trailing edges aligned.
    case trailing
}
