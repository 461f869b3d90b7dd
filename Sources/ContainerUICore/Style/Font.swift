import Foundation

/// A font, by text style or by explicit size, with weight, design and italic.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// Where the size comes from.
    public enum Base: Hashable, Sendable {
        /// A dynamic text style, such as `.body`.
        case textStyle(TextStyle)
        /// A fixed point size.
        case system(size: CGFloat)
        /// A named font at a point size.
        case custom(name: String, size: CGFloat)
    }

    /// Where the size comes from.
    public var base: Base
    /// An explicit weight, or `nil` for the style's own.
    public var weight: Weight?
    /// The design (default, serif, rounded, monospaced).
    public var design: Design?
    /// Whether the font is italic.
    public var isItalic: Bool = false
    /// Whether its digits are all one width (`monospacedDigit()`).
    public var isMonospacedDigit: Bool = false
    /// The text style a custom font's size scales with, `nil` for a size that never scales.
    package var relativeStyle: TextStyle?
    /// The Dynamic Type size the font is drawn at (see ``scaled(for:)``), `.large` until text
    /// is drawn in an environment with another.
    package var dynamicTypeSize = DynamicTypeSize.large

    /// The point size, at the Dynamic Type size the font is drawn at: a text style's from its
    /// table, a custom font's scaled with its text style, a fixed size as it is.
    public var pointSize: CGFloat {
        switch base {
        case .textStyle(let style): dynamicTypeSize == .large ? style.pointSize : style.pointSize(at: dynamicTypeSize)
        case .system(let size): size
        case .custom(_, let size):
            if dynamicTypeSize == .large { size } else { size * (relativeStyle?.scale(at: dynamicTypeSize) ?? 1) }
        }
    }

    /// The weight in effect: the explicit one, else the style's.
    public var resolvedWeight: Weight {
        if let weight { return weight }
        if case .textStyle(let style) = base { return style.defaultWeight }
        return .regular
    }

    /// A system font of `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// A named font of `size` points at the default Dynamic Type size, scaling with `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A named font of `size` points at the default Dynamic Type size, scaling with `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size), relativeStyle: textStyle)
    }

    /// A named font of `size` points at every Dynamic Type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize))
    }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font with digits that are all one width, so that changing numbers keep their width.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }

    /// This font in the monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// 34 pt.
    public static let largeTitle = system(.largeTitle)
    /// 28 pt.
    public static let title = system(.title)
    /// 22 pt.
    public static let title2 = system(.title2)
    /// 20 pt.
    public static let title3 = system(.title3)
    /// 17 pt semibold.
    public static let headline = system(.headline)
    /// 15 pt.
    public static let subheadline = system(.subheadline)
    /// 17 pt.
    public static let body = system(.body)
    /// 16 pt.
    public static let callout = system(.callout)
    /// 13 pt.
    public static let footnote = system(.footnote)
    /// 12 pt.
    public static let caption = system(.caption)
    /// 11 pt.
    public static let caption2 = system(.caption2)

    public var description: String {
        var parts: [String]
        switch base {
        case .textStyle(let style): parts = ["\(style)"]
        case .system(let size): parts = ["system(\(size.shortDescription))"]
        case .custom(let name, let size):
            let scaling = relativeStyle.map { $0 == .body ? "" : ", relativeTo: \($0)" } ?? ", fixed"
            parts = ["custom(\(name), \(size.shortDescription)\(scaling))"]
        }
        if let weight { parts.append("\(weight)") }
        if let design, design != .default { parts.append("\(design)") }
        if isItalic { parts.append("italic") }
        if isMonospacedDigit { parts.append("monospacedDigit") }
        return parts.joined(separator: " ")
    }
}
