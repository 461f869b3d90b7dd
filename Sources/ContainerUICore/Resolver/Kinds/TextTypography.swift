import Foundation

/// The spacing, digits and fitting of a run of text: what `kerning`, `tracking`,
/// `baselineOffset`, `monospacedDigit`, `monospaced`, `lineSpacing`, `lineHeight`, `truncationMode` and
/// `minimumScaleFactor` set. Plain text leaves it at its defaults.
public struct TextTypography: Hashable, Sendable {
    /// Space after each character from `kerning(_:)`, in points.
    public var kerning: CGFloat?
    /// Space after each character from `tracking(_:)`, in points; wins over `kerning`.
    public var tracking: CGFloat?
    /// How far the glyphs are raised above the baseline (negative: lowered), in points.
    public var baselineOffset: CGFloat = 0
    /// Digits of equal width (`monospacedDigit()`).
    public var isMonospacedDigit = false
    /// The monospaced design (`monospaced()`).
    public var isMonospaced = false
    /// Space between lines of a paragraph, in points (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat = 0
    /// The paragraph's line height (`lineHeight(_:)`), `nil` for each font's own.
    public var lineHeight: AttributedString.LineHeight?
    /// Where a text cut by its line limit loses characters.
    public var truncationMode: Text.TruncationMode = .tail
    /// How far a single-line text may shrink to fit its width (`minimumScaleFactor(_:)`), 1 for not at all.
    public var minimumScaleFactor: CGFloat = 1
    /// Drawn as a grey bar of its size (`redacted(reason: .placeholder)`, or `.privacy` on a
    /// `privacySensitive()` text).
    public var isRedacted = false
    /// The Dynamic Type size the text is drawn at (`dynamicTypeSize(_:)`), which sizes its font.
    public var dynamicTypeSize = DynamicTypeSize.large
    /// The text's size relative to its font (`textScale(_:isEnabled:)` on the text or around it).
    public var scale = Text.Scale.default

    /// Plain text's typography.
    public init() {}

    /// The space added after each character: tracking if set, else kerning, else 0 (SwiftUI
    /// applies tracking and ignores kerning when both are set).
    public var letterSpacing: CGFloat {
        tracking ?? kerning ?? 0
    }
}
