import Foundation

/// A run of read-only text, styled by the environment and by its own modifiers.
///
/// `Text("Hello \(name)")` interpolates; `Text(verbatim:)` takes a string as is; texts join with `+`.
public struct Text: View, Equatable {
    /// A style change applied to this text only.
    package enum Modifier: Equatable {
        case font(Font?)
        case weight(Font.Weight?)
        case italic(Bool)
        case design(Font.Design?)
        /// `foregroundStyle` (or `foregroundColor`): the paint, or `nil` for the inherited one,
        /// and the shadows the style draws (`.red.shadow(.drop(radius: 1))`).
        case foreground(ResolvedShapeStyle?, shadows: [ShadowStyle])
        case strikethrough(TextDecoration?)
        case underline(TextDecoration?)
        case kerning(CGFloat)
        case tracking(CGFloat)
        case baselineOffset(CGFloat)
        case monospacedDigit
        case monospaced(Bool)
        case scale(Scale)
        /// `typesettingLanguage`: a BCP 47 tag.
        case language(String)
        /// A link (Markdown's `[title](url)`, an attributed string's `link`).
        case link(URL)
        /// A colour behind the run (an attributed string's `backgroundColor`).
        case background(Color)
        /// Where the text was joined with `+`: the modifiers after this mark style every run, the
        /// ones before it the first run only.
        case joined
    }

    @usableFromInline package var string: String
    package var modifiers: [Modifier] = []
    package var appended: [Text] = []
    /// The value and format style of `Text(_:format:)`, formatted when resolved; `nil` otherwise.
    package var format: TextFormat?
    /// The images inline in `string`, one per ``Text/inlineImageMarker`` in order: from
    /// `Text(_:)` with an image, or interpolated with `Text("a \(image) b")`.
    package var images: [Image] = []

    /// Text from a literal, possibly interpolated (an interpolated `Image` is drawn inline); its
    /// inline Markdown (bold, italic, strikethrough, code, links) styles its runs, as in SwiftUI.
    ///
    /// The key is looked up in `tableName` (`Localizable` when `nil`) of `bundle` (the main
    /// bundle when `nil`) for the environment's locale when the text is resolved, so that one
    /// view renders in each visitor's language (`.environment(\.locale, …)`); an interpolated
    /// key is looked up with a specifier for each value (`"%lld items"`), which the translation
    /// writes where it puts them. Without a translation the key shows as it is.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.key
        images = key.images
        if let bundle = bundle ?? (StringsTables.mainBundleIsLocalized ? .main : nil), StringsTables.isLocalized(bundle) {
            // Looked up, and its Markdown read, when resolved (see `localizedMarkdown(in:)`).
            format = TextFormat(localized: key, table: tableName, bundle: bundle)
        } else if !key.environmentValues.isEmpty {
            // Its dates and formatted values are written in the environment when resolved.
            format = TextFormat(localized: key, table: tableName, bundle: nil)
        } else if InlineMarkdown.mayHaveSyntax(key.key, literal: key.interpolations) {
            self = Text(markdown: InlineMarkdown.runs(of: key.key, literal: key.interpolations), images: key.images)
        }
    }

    /// Text from a string, shown exactly as is.
    public init(verbatim content: String) {
        string = content
    }

    /// Text from a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    public typealias Body = Never

    public static func _resolve(_ view: Self, into resolver: inout Resolver) {
        let text = view.resolved(in: resolver.environment, styles: &resolver.textStyles)
        resolver.emit(.text(text))
    }

    /// The text's style from `environment`, then its own modifiers.
    package func resolved(in environment: EnvironmentValues, styles: inout TextStyleCache) -> ResolvedText {
        if let expanded = localizedMarkdown(in: environment) { return expanded.resolved(in: environment, styles: &styles) }
        let base = styles.box(for: environment)
        // Most texts have neither modifiers nor appended runs: their style is the environment's.
        if modifiers.isEmpty, appended.isEmpty, images.isEmpty { return ResolvedText(string: shown(in: environment), sharing: base) }
        return resolved(base: base.style, environment: environment)
    }

    /// The text resolved over `base`: the modifiers added after the text was joined with `+`
    /// (after its ``Modifier/joined`` mark) style every run, and each run's own modifiers win
    /// over them, as in SwiftUI, where `(Text("a").bold() + Text("b")).italic()` is two italic
    /// runs, one bold.
    private func resolved(base: ResolvedTextStyle, environment: EnvironmentValues) -> ResolvedText {
        if let expanded = localizedMarkdown(in: environment) { return expanded.resolved(base: base, environment: environment) }
        let mark = joinMark
        var shared = base
        if let mark { Self.apply(modifiers[(mark + 1)...], to: &shared, inheriting: base, environment: environment) }
        var style = shared
        Self.apply(modifiers[..<(mark ?? modifiers.count)], to: &style, inheriting: shared, environment: environment)
        var result = ResolvedText(string: shown(in: environment), style: style)
        result.images = images.map { $0.resolved(in: environment) }
        result.appended = appended.map { $0.resolved(base: shared, environment: environment) }
        return result
    }

    /// Applies `modifiers` in order to `style`; a modifier that unsets a value (a `nil` colour)
    /// takes it from `inherited`.
    private static func apply(_ modifiers: ArraySlice<Modifier>, to style: inout ResolvedTextStyle, inheriting inherited: ResolvedTextStyle,
                              environment: EnvironmentValues) {
        for modifier in modifiers {
            switch modifier {
            case .font(let font): style.font = font
            case .weight(let weight): style.weight = weight
            case .italic(let on): style.isItalic = on
            case .design(let design):
                var font = style.font ?? .body
                font.design = design
                style.font = font
            case .foreground(let paint, let shadows):
                style.foreground = paint.map(environment.resolve) ?? inherited.foreground
                style.shadows = switch paint {
                case nil: inherited.shadows
                // The foreground placeholder draws the shadows of the style set for it, then its own.
                case .foreground?: (environment.foregroundStyle?._shadows ?? []) + shadows
                case _?: shadows
                }
            case .strikethrough(let line): style.strikethrough = line
            case .underline(let line): style.underline = line
            case .kerning(let kerning): style.typography.kerning = kerning
            case .tracking(let tracking): style.typography.tracking = tracking
            case .baselineOffset(let offset): style.typography.baselineOffset = offset
            case .monospacedDigit: style.typography.isMonospacedDigit = true
            case .monospaced(let on): style.typography.isMonospaced = on
            case .scale(let scale): style.typography.scale = scale
            case .language(let tag): style.language = tag
            case .link(let url): style.link = url
            case .background(let color): style.background = color
            case .joined: break
            }
        }
    }

    /// The characters shown: a formatted value's in `environment`, the string otherwise.
    @inline(__always)
    private func shown(in environment: EnvironmentValues) -> String {
        format.map { $0.string(environment) } ?? string
    }

    /// Joins two texts; each keeps its own style, and modifiers of the joined text style both.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        if let mark = lhs.joinMark {
            if mark < lhs.modifiers.count - 1 {
                // `lhs` is itself joined and styled as a whole: it becomes one run, so that its
                // shared modifiers stay on its runs and leave `rhs` alone.
                joined = Text(verbatim: "")
                joined.appended = [lhs]
                joined.modifiers = [.joined]
            }
        } else {
            joined.modifiers.append(.joined)
        }
        joined.appended.append(rhs)
        return joined
    }

    /// Where the ``Modifier/joined`` mark is in `modifiers`, if the text was joined.
    var joinMark: Int? {
        modifiers.firstIndex { if case .joined = $0 { true } else { false } }
    }
}
