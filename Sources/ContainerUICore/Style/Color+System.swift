extension Color {
    /// Red.
    public static let red = Color(system: .red)
    /// Orange.
    public static let orange = Color(system: .orange)
    /// Yellow.
    public static let yellow = Color(system: .yellow)
    /// Green.
    public static let green = Color(system: .green)
    /// Mint.
    public static let mint = Color(system: .mint)
    /// Teal.
    public static let teal = Color(system: .teal)
    /// Cyan.
    public static let cyan = Color(system: .cyan)
    /// Blue.
    public static let blue = Color(system: .blue)
    /// Indigo.
    public static let indigo = Color(system: .indigo)
    /// Purple.
    public static let purple = Color(system: .purple)
    /// Pink.
    public static let pink = Color(system: .pink)
    /// Brown.
    public static let brown = Color(system: .brown)
    /// Grey.
    public static let gray = Color(system: .gray)
    /// Black.
    public static let black = Color(system: .black)
    /// White.
    public static let white = Color(system: .white)
    /// Fully transparent.
    public static let clear = Color(system: .clear)
    /// The primary content colour: black in light, white in dark.
    public static let primary = Color(system: .primary)
    /// The secondary content colour.
    public static let secondary = Color(system: .secondary)
    /// The app's accent colour.
    public static let accentColor = Color(system: .accentColor)
    /// The grey behind grouped lists (UIKit's `systemGroupedBackground`), which a navigation bar
    /// over a list shows.
    package static let groupedBackground = Color(system: .groupedBackground)
    /// The light grey fill of a stepper and of a segmented control's track (UIKit's
    /// `tertiarySystemFill`).
    package static let tertiaryFill = Color(system: .tertiaryFill)
    /// The chosen segment of a segmented control: white, a raised grey in the dark.
    package static let selectedSegment = Color(system: .selectedSegment)
    /// The background of presented content: a sheet's card, an action sheet's Cancel button
    /// (white, a raised grey in the dark, as UIKit's elevated `systemBackground`).
    package static let elevatedBackground = Color(system: .elevatedBackground)
    /// The background of an alert and of an action sheet's buttons: iOS's light grey, a dark grey
    /// in the dark (opaque, where iOS blurs what is behind, so that text on it keeps its contrast).
    package static let dialogBackground = Color(system: .dialogBackground)
    /// The background of a full-screen cover (UIKit's `systemBackground`: white, black in the dark).
    package static let systemBackground = Color(system: .systemBackground)
    /// UIKit's `secondarySystemBackground`: a group box on the system background.
    package static let secondaryBackground = Color(system: .secondaryBackground)
    /// UIKit's `tertiarySystemBackground`: a group box inside one.
    package static let tertiaryBackground = Color(system: .tertiaryBackground)
    /// UIKit's `secondarySystemGroupedBackground`: a grouped list's rows, and a group box inside a
    /// box in one.
    package static let secondaryGroupedBackground = Color(system: .secondaryGroupedBackground)
    /// UIKit's `tertiarySystemGroupedBackground`: a group box in a grouped list's row.
    package static let tertiaryGroupedBackground = Color(system: .tertiaryGroupedBackground)
}

/// The adaptive system colours, with their iOS light and dark sRGB values.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case black, white, clear, primary, secondary, accentColor
    /// UIKit's `systemGroupedBackground`: the grey behind grouped lists, black in the dark.
    case groupedBackground
    /// UIKit's `tertiarySystemFill`: the track of a stepper or a segmented control.
    case tertiaryFill
    /// The chosen segment of a segmented control.
    case selectedSegment
    /// UIKit's `systemBackground` at the elevated level: a sheet's card.
    case elevatedBackground
    /// UIKit's `systemBackground`: a full-screen cover.
    case systemBackground
    /// The box of an alert or an action sheet.
    case dialogBackground
    /// UIKit's `secondarySystemBackground` (raised in the dark on presented content).
    case secondaryBackground
    /// UIKit's `tertiarySystemBackground` (raised in the dark on presented content).
    case tertiaryBackground
    /// UIKit's `secondarySystemGroupedBackground` (raised in the dark on presented content).
    case secondaryGroupedBackground
    /// UIKit's `tertiarySystemGroupedBackground` (raised in the dark on presented content).
    case tertiaryGroupedBackground
    /// UIKit's `tertiaryLabel` (and `placeholderText`).
    case tertiaryLabel
    /// UIKit's `quaternaryLabel`.
    case quaternaryLabel
    /// UIKit's `systemFill`: fills of thin and small shapes, such as a slider's track.
    case systemFill
    /// UIKit's `secondarySystemFill`: fills of medium shapes, such as a switch's background.
    case secondarySystemFill
    /// UIKit's `quaternarySystemFill`: fills of large areas with complex content.
    case quaternarySystemFill
    /// UIKit's `separator`, the thin lines between rows (translucent).
    case separator
    /// UIKit's `opaqueSeparator`.
    case opaqueSeparator
    /// UIKit's `systemGray2`.
    case gray2
    /// UIKit's `systemGray3`.
    case gray3
    /// UIKit's `systemGray4`.
    case gray4
    /// UIKit's `systemGray5`.
    case gray5
    /// UIKit's `systemGray6`.
    case gray6
    /// UIKit's `link`.
    case link

    /// sRGB components 0-255 and alpha 0-1 in the light appearance.
    public var light: (red: UInt8, green: UInt8, blue: UInt8, alpha: Double) {
        switch self {
        case .red: (255, 59, 48, 1)
        case .orange: (255, 149, 0, 1)
        case .yellow: (255, 204, 0, 1)
        case .green: (52, 199, 89, 1)
        case .mint: (0, 199, 190, 1)
        case .teal: (48, 176, 199, 1)
        case .cyan: (50, 173, 230, 1)
        case .blue, .accentColor: (0, 122, 255, 1)
        case .indigo: (88, 86, 214, 1)
        case .purple: (175, 82, 222, 1)
        case .pink: (255, 45, 85, 1)
        case .brown: (162, 132, 94, 1)
        case .gray: (142, 142, 147, 1)
        case .black, .primary: (0, 0, 0, 1)
        case .white: (255, 255, 255, 1)
        case .clear: (0, 0, 0, 0)
        case .secondary: (60, 60, 67, 0.6)
        case .groupedBackground: (242, 242, 247, 1)
        case .tertiaryFill: (118, 118, 128, 0.12)
        case .selectedSegment: (255, 255, 255, 1)
        case .elevatedBackground, .systemBackground: (255, 255, 255, 1)
        case .dialogBackground: (242, 242, 242, 1)
        case .secondaryBackground, .tertiaryGroupedBackground: (242, 242, 247, 1)
        case .tertiaryBackground, .secondaryGroupedBackground: (255, 255, 255, 1)
        case .tertiaryLabel: (60, 60, 67, 0.3)
        case .quaternaryLabel: (60, 60, 67, 0.18)
        case .systemFill: (120, 120, 128, 0.2)
        case .secondarySystemFill: (120, 120, 128, 0.16)
        case .quaternarySystemFill: (116, 116, 128, 0.08)
        case .separator: (60, 60, 67, 0.29)
        case .opaqueSeparator: (198, 198, 200, 1)
        case .gray2: (174, 174, 178, 1)
        case .gray3: (199, 199, 204, 1)
        case .gray4: (209, 209, 214, 1)
        case .gray5: (229, 229, 234, 1)
        case .gray6: (242, 242, 247, 1)
        case .link: (0, 122, 255, 1)
        }
    }

    /// sRGB components 0-255 and alpha 0-1 in the dark appearance.
    public var dark: (red: UInt8, green: UInt8, blue: UInt8, alpha: Double) {
        switch self {
        case .red: (255, 69, 58, 1)
        case .orange: (255, 159, 10, 1)
        case .yellow: (255, 214, 10, 1)
        case .green: (48, 209, 88, 1)
        case .mint: (99, 230, 226, 1)
        case .teal: (64, 200, 224, 1)
        case .cyan: (100, 210, 255, 1)
        case .blue, .accentColor: (10, 132, 255, 1)
        case .indigo: (94, 92, 230, 1)
        case .purple: (191, 90, 242, 1)
        case .pink: (255, 55, 95, 1)
        case .brown: (172, 142, 104, 1)
        case .gray: (142, 142, 147, 1)
        case .black: (0, 0, 0, 1)
        case .white, .primary: (255, 255, 255, 1)
        case .clear: (0, 0, 0, 0)
        case .secondary: (235, 235, 245, 0.6)
        case .groupedBackground: (0, 0, 0, 1)
        case .tertiaryFill: (118, 118, 128, 0.24)
        case .selectedSegment: (99, 99, 102, 1)
        case .elevatedBackground: (28, 28, 30, 1)
        case .systemBackground: (0, 0, 0, 1)
        case .dialogBackground: (44, 44, 46, 1)
        case .secondaryBackground, .secondaryGroupedBackground: (28, 28, 30, 1)
        case .tertiaryBackground, .tertiaryGroupedBackground: (44, 44, 46, 1)
        case .tertiaryLabel: (235, 235, 245, 0.3)
        case .quaternaryLabel: (235, 235, 245, 0.16)
        case .systemFill: (120, 120, 128, 0.36)
        case .secondarySystemFill: (120, 120, 128, 0.32)
        case .quaternarySystemFill: (118, 118, 128, 0.18)
        case .separator: (84, 84, 88, 0.6)
        case .opaqueSeparator: (56, 56, 58, 1)
        case .gray2: (99, 99, 102, 1)
        case .gray3: (72, 72, 74, 1)
        case .gray4: (58, 58, 60, 1)
        case .gray5: (44, 44, 46, 1)
        case .gray6: (28, 28, 30, 1)
        case .link: (9, 132, 255, 1)
        }
    }
}
