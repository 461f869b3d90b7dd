import ContainerUICore
import Foundation

/// What flows down the tree while rendering: where we are in the HTML content model, and the
/// SwiftUI environment-like modifiers (`disabled`, `strikethrough`, scroll behaviours) that apply
/// to everything below the node that declares them.
struct RenderContext {
    /// Inside an element that only allows phrasing content (`button`, `a`, `label`): use `span`.
    var isPhrasing = false
    /// Inside an interactive element: nested controls render inert.
    var isInteractive = false
    /// Controls render disabled.
    var isDisabled = false
    /// A line through all text below.
    var strikethrough: TextDecoration?
    /// A line under all text below.
    var underline: TextDecoration?
    /// Replaces the default foreground of text and symbols that kept the primary style.
    var defaultForeground: ResolvedShapeStyle?
    /// Replaces the default font of text that set none.
    var defaultFont: Font?
    /// Margins for the scroll views below.
    var contentMargins: EdgeInsets?
    /// How the scroll views below settle.
    var scrollTargetBehavior: ScrollTargetBehaviorKind?
    /// Scroll indicators hidden below.
    var hidesScrollIndicators = false
    /// Inside scroll content along the horizontal axis: widths are indefinite.
    var isInHorizontalScroll = false
    /// Inside scroll content along the vertical axis: heights are indefinite.
    var isInVerticalScroll = false

    /// Applies a modifier that acts on everything below rather than on a box.
    mutating func apply(_ modifier: ResolvedModifier) {
        switch modifier {
        case .disabled: isDisabled = true
        case .strikethrough(let decoration): strikethrough = decoration
        case .underline(let decoration): underline = decoration
        case .contentMargins(let insets, let placement): if placement != .scrollIndicators { contentMargins = insets }
        case .scrollTargetBehavior(let behavior): scrollTargetBehavior = behavior
        case .scrollIndicators(let visibility): hidesScrollIndicators = visibility == .hidden
        default: break
        }
    }

    /// Whether `modifier` is one that ``apply(_:)`` handles.
    static func isContextual(_ modifier: ResolvedModifier) -> Bool {
        switch modifier {
        case .disabled, .strikethrough, .underline, .contentMargins, .scrollTargetBehavior, .scrollIndicators: true
        default: false
        }
    }
}
