/// UIKit's colour, for SwiftUI code written for iOS that makes its colours from UIKit's
/// semantic palette: `Color(.systemGray6)`, `Color(uiColor: .secondarySystemBackground)`.
///
/// The semantic colours adapt to light and dark as the system palette does; the fixed ones
/// (`.red`, `.darkGray`, `UIColor(red:green:blue:alpha:)`) are plain sRGB, as in UIKit, where
/// `UIColor.red` is pure red and `UIColor.systemRed` the adaptive one.
public final class UIColor: Sendable, Hashable {
    /// The colour as SwiftUI draws it.
    package let color: Color

    private init(wrapping color: Color) {
        self.color = color
    }

    private convenience init(system: SystemColor) {
        self.init(wrapping: Color(system: system))
    }

    /// A colour from sRGB components and an alpha, each between 0 and 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(wrapping: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey of `white` (0 black, 1 white) with an alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(wrapping: Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation, brightness and alpha, each between 0 and 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(wrapping: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// The UIKit colour of a SwiftUI colour.
    public convenience init(_ color: Color) {
        self.init(wrapping: color)
    }

    /// This colour with its alpha set to `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var copy = color
        copy.opacity = Double(alpha).clamped01
        return UIColor(wrapping: copy)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension UIColor {
    /// The text of primary content.
    public static let label = UIColor(system: .primary)
    /// The text of secondary content.
    public static let secondaryLabel = UIColor(system: .secondary)
    /// The text of tertiary content.
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
    /// The text of quaternary content.
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
    /// The placeholder text of a field.
    public static let placeholderText = UIColor(system: .tertiaryLabel)
    /// The text of links.
    public static let link = UIColor(system: .link)
    /// The thin lines between rows, letting what is behind show.
    public static let separator = UIColor(system: .separator)
    /// The thin lines between rows, opaque.
    public static let opaqueSeparator = UIColor(system: .opaqueSeparator)
    /// The fill of thin and small shapes.
    public static let systemFill = UIColor(system: .systemFill)
    /// The fill of medium shapes.
    public static let secondarySystemFill = UIColor(system: .secondarySystemFill)
    /// The fill of large shapes.
    public static let tertiarySystemFill = UIColor(system: .tertiaryFill)
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill)
    /// The background of a plain view.
    public static let systemBackground = UIColor(system: .systemBackground)
    /// Content on the plain background.
    public static let secondarySystemBackground = UIColor(system: .secondaryBackground)
    /// Content on the secondary background.
    public static let tertiarySystemBackground = UIColor(system: .tertiaryBackground)
    /// The background of a grouped list.
    public static let systemGroupedBackground = UIColor(system: .groupedBackground)
    /// Rows on the grouped background.
    public static let secondarySystemGroupedBackground = UIColor(system: .secondaryGroupedBackground)
    /// Content on the grouped rows.
    public static let tertiarySystemGroupedBackground = UIColor(system: .tertiaryGroupedBackground)
    /// The app's tint.
    public static let tintColor = UIColor(system: .accentColor)

    /// The adaptive red.
    public static let systemRed = UIColor(system: .red)
    /// The adaptive orange.
    public static let systemOrange = UIColor(system: .orange)
    /// The adaptive yellow.
    public static let systemYellow = UIColor(system: .yellow)
    /// The adaptive green.
    public static let systemGreen = UIColor(system: .green)
    /// The adaptive mint.
    public static let systemMint = UIColor(system: .mint)
    /// The adaptive teal.
    public static let systemTeal = UIColor(system: .teal)
    /// The adaptive cyan.
    public static let systemCyan = UIColor(system: .cyan)
    /// The adaptive blue.
    public static let systemBlue = UIColor(system: .blue)
    /// The adaptive indigo.
    public static let systemIndigo = UIColor(system: .indigo)
    /// The adaptive purple.
    public static let systemPurple = UIColor(system: .purple)
    /// The adaptive pink.
    public static let systemPink = UIColor(system: .pink)
    /// The adaptive brown.
    public static let systemBrown = UIColor(system: .brown)
    /// The adaptive grey.
    public static let systemGray = UIColor(system: .gray)
    /// The second adaptive grey, lighter in light mode and darker in dark mode.
    public static let systemGray2 = UIColor(system: .gray2)
    /// The third adaptive grey.
    public static let systemGray3 = UIColor(system: .gray3)
    /// The fourth adaptive grey.
    public static let systemGray4 = UIColor(system: .gray4)
    /// The fifth adaptive grey.
    public static let systemGray5 = UIColor(system: .gray5)
    /// The sixth adaptive grey, nearest the background.
    public static let systemGray6 = UIColor(system: .gray6)

    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Dark grey (one third white).
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// Grey (half white).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey (two thirds white).
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension Color {
    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The SwiftUI colour of a UIKit colour: `Color(.systemGray6)`.
    public init(_ color: UIColor) {
        self = color.color
    }
}

/// The style of the thin lines between rows, as iOS 17's `.separator`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The separator style.
    public init() {}
    /// The style as plain data.
    public var _resolvedStyle: ResolvedShapeStyle { .color(Color(system: .separator)) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The style of the thin lines between rows.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension Color {
    /// A colour from an asset catalog, which a server has none of: the compiler says so, rather
    /// than suggesting a `UIColor`.
    @available(*, unavailable, message: "named colours come from an Xcode asset catalog, which ContainerUI cannot read; use Color(red:green:blue:), a system colour or a UIColor")
    public init(_ name: String, bundle: Bundle? = nil) {
        fatalError("unavailable")
    }
}
