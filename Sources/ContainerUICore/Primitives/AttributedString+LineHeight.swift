import Foundation

extension AttributedString {
    /// How far apart the baselines of a paragraph's lines are (iOS 26, which Foundation on Linux
    /// lacks): what `lineHeight(_:)` sets for the text inside.
    ///
    /// The constant heights are taken from the largest point size on the line, whatever the
    /// fonts' ascents and descents. Apple does not give the multiples behind `.tight`, `.normal`
    /// and `.loose`; ContainerUI takes 1.1, 1.2 (CSS's `normal`) and 1.4 times the point size.
    public struct LineHeight: Hashable, Sendable, Codable {
        enum Kind: Hashable, Sendable, Codable {
            case variable, normal, tight, loose
            case multiple(CGFloat), leading(CGFloat), exact(CGFloat)
        }

        let kind: Kind

        /// The fonts' own line heights, line by line: as if none were set.
        public static var variable: LineHeight { LineHeight(kind: .variable) }
        /// A constant multiple of the point size perceived as normal (1.2 here).
        public static var normal: LineHeight { LineHeight(kind: .normal) }
        /// A constant multiple of the point size perceived as tight (1.1 here).
        public static var tight: LineHeight { LineHeight(kind: .tight) }
        /// A constant multiple of the point size perceived as loose (1.4 here).
        public static var loose: LineHeight { LineHeight(kind: .loose) }

        /// The point size times `factor`.
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(kind: .multiple(factor)) }
        /// The point size plus `increase` points.
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(kind: .leading(increase)) }
        /// Exactly `points`.
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(kind: .exact(points)) }

        /// The setting as dumps show it: `loose`, `multiple(1.5)`.
        var summary: String {
            switch kind {
            case .variable: "variable"
            case .normal: "normal"
            case .tight: "tight"
            case .loose: "loose"
            case .multiple(let factor): "multiple(\(factor.shortDescription))"
            case .leading(let increase): "leading(\(increase.shortDescription))"
            case .exact(let points): "exact(\(points.shortDescription))"
            }
        }

        /// The height of a line whose largest point size is `pointSize`, or `nil` for the font's own.
        package func points(forPointSize pointSize: CGFloat) -> CGFloat? {
            switch kind {
            case .variable: nil
            case .normal: pointSize * 1.2
            case .tight: pointSize * 1.1
            case .loose: pointSize * 1.4
            case .multiple(let factor): pointSize * factor
            case .leading(let increase): pointSize + increase
            case .exact(let points): points
            }
        }
    }
}

extension EnvironmentValues {
    /// The line height of the text inside (iOS 26): `nil`, each font's own, unless
    /// `lineHeight(_:)` sets one.
    public var lineHeight: AttributedString.LineHeight? {
        get { typography.text.lineHeight }
        set { typography.text.lineHeight = newValue }
    }
}

extension View {
    /// Sets the line height of the text inside (iOS 26); `nil` restores each font's own.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        environmentTransform { $0.lineHeight = lineHeight }
    }
}
