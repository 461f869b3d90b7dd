extension Text {
    /// How a strikethrough or underline is drawn: its pattern and colour.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of a line: solid, dotted or dashed.
        public struct Pattern: Hashable, Sendable {
            package enum Kind: UInt8, Sendable {
                case solid, dot, dash, dashDot, dashDotDot
            }

            package let kind: Kind

            /// An unbroken line.
            public static let solid = Pattern(kind: .solid)
            /// A line of dots.
            public static let dot = Pattern(kind: .dot)
            /// A line of dashes.
            public static let dash = Pattern(kind: .dash)
            /// Dashes and dots, one after the other (drawn dashed on the web, which has no such line).
            public static let dashDot = Pattern(kind: .dashDot)
            /// A dash and two dots, repeated (drawn dashed on the web).
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        /// The line's pattern.
        public var pattern: Pattern
        /// The line's colour, or `nil` for the text's own.
        public var color: Color?

        /// A line of `pattern` in `color` (the text's own when `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// This text struck through with a line of `pattern` when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive ? TextDecoration(color: color, pattern: pattern) : nil))
    }

    /// This text underlined with a line of `pattern` when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(isActive ? TextDecoration(color: color, pattern: pattern) : nil))
    }
}
