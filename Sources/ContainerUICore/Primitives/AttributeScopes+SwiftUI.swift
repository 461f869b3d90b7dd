import Foundation

extension AttributeScopes {
    /// The attributes `Text` reads from an `AttributedString`, as SwiftUI names them, with
    /// Foundation's (its `link`): `string.font = .headline`, `string.foregroundColor = .red`,
    /// `string[range].strikethroughStyle = .single`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The colour of the run's glyphs.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Points after each character (`kerning(_:)`).
        public let kern: KernAttribute
        /// Points after each character, winning over `kern` (`tracking(_:)`).
        public let tracking: TrackingAttribute
        /// Points the run is raised by (lowered when negative).
        public let baselineOffset: BaselineOffsetAttribute
        /// How the run is presented inline (`**strong**`, `*emphasis*`, `` `code` ``, `~~struck~~`), as
        /// `AttributedString(markdown:)` marks it; Foundation's attribute, which Foundation on Linux
        /// lacks.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// Foundation's attributes: `link` and the others.
        public let foundation: FoundationAttributes

        /// The run's font.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// The colour of the run's glyphs.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour behind the run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// A line through the run.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The line's pattern and colour.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// A line under the run.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The line's pattern and colour.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Points after each character.
        public enum KernAttribute: AttributedStringKey {
            /// A length in points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }

        /// Points after each character, winning over `kern`.
        public enum TrackingAttribute: AttributedStringKey {
            /// A length in points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }

        /// Points the run is raised by.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// A length in points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's text attributes, for `AttributedString(_:including: \.swiftUI)` and the like.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name on an attributed string, a substring or a run:
    /// `string.foregroundColor = .red`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
