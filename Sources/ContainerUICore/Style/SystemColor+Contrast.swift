import Foundation

/// Text in system colours uses iOS's Increase Contrast variants of the palette (a few darkened
/// further), so that body text meets WCAG AA (4.5:1) on the system and grouped backgrounds in
/// both appearances; fills keep the standard palette.
extension SystemColor {
    /// The sRGB components of this colour for text in one appearance, when they differ from the fill.
    package func textComponents(dark: Bool) -> (UInt8, UInt8, UInt8)? {
        switch self {
        case .red: dark ? (255, 105, 97) : (215, 0, 21)
        case .orange: dark ? (255, 179, 64) : (201, 52, 0)
        case .yellow: dark ? (255, 212, 38) : (178, 80, 0)
        case .green: dark ? (48, 219, 91) : (30, 120, 50)
        case .mint: dark ? (102, 212, 207) : (10, 112, 107)
        case .teal: dark ? (93, 230, 255) : (0, 112, 132)
        case .cyan: dark ? (112, 215, 255) : (0, 113, 164)
        case .blue, .accentColor: dark ? (64, 156, 255) : (0, 64, 221)
        case .indigo: dark ? (125, 122, 255) : (54, 52, 163)
        case .purple: dark ? (218, 143, 255) : (137, 68, 171)
        case .pink: dark ? (255, 100, 130) : (211, 15, 69)
        case .brown: dark ? (181, 148, 105) : (127, 101, 69)
        case .gray: dark ? (174, 174, 178) : (108, 108, 112)
        case .black, .white, .clear, .primary, .secondary, .groupedBackground, .tertiaryFill, .selectedSegment,
             .elevatedBackground, .systemBackground, .dialogBackground, .secondaryBackground, .tertiaryBackground,
             .secondaryGroupedBackground, .tertiaryGroupedBackground, .tertiaryLabel, .quaternaryLabel, .systemFill,
             .secondarySystemFill, .quaternarySystemFill, .separator, .opaqueSeparator, .gray2, .gray3, .gray4, .gray5,
             .gray6, .link: nil
        }
    }
}

extension Color {
    /// A fill under white text that keeps 4.5:1: a system colour's light text variant (as in
    /// iOS's Increase Contrast palette), in either appearance; any other colour as it is.
    package var fillUnderWhiteText: Color {
        guard case .system(let system) = storage, let (red, green, blue) = system.textComponents(dark: false) else { return self }
        return Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }
}
