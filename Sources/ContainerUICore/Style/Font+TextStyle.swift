import Foundation

extension Font {
    /// SwiftUI's dynamic text styles, at their default (large) sizes.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The point size at the default dynamic type size.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The style's own weight: semibold for `.headline`, regular otherwise.
        public var defaultWeight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        /// The CSS numeric weight, 100 to 900.
        public let cssValue: Int

        /// 100.
        public static let ultraLight = Weight(cssValue: 100)
        /// 200.
        public static let thin = Weight(cssValue: 200)
        /// 300.
        public static let light = Weight(cssValue: 300)
        /// 400.
        public static let regular = Weight(cssValue: 400)
        /// 500.
        public static let medium = Weight(cssValue: 500)
        /// 600.
        public static let semibold = Weight(cssValue: 600)
        /// 700.
        public static let bold = Weight(cssValue: 700)
        /// 800.
        public static let heavy = Weight(cssValue: 800)
        /// 900.
        public static let black = Weight(cssValue: 900)

        public var description: String {
            let names = [100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
                         600: "semibold", 700: "bold", 800: "heavy", 900: "black"]
            return names[cssValue] ?? "weight(\(cssValue))"
        }
    }

    /// A font design.
    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }
}
