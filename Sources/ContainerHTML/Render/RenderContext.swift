import ContainerUICore
import Foundation

/// What flows down the tree while rendering: where we are in the HTML content model, and the
/// SwiftUI environment-like modifiers (`disabled`, `strikethrough`, scroll behaviours) that apply
/// to everything below the node that declares them.
///
/// The renderer saves and restores a context around every node and box, so it is kept small:
/// the flags inline, the rarer styles in one shared ``Styles`` object (none until one is set),
/// copied only when a context that shares it changes one of them.
struct RenderContext {
    /// Inside an element that only allows phrasing content (`button`, `a`, `label`): use `span`.
    var isPhrasing = false
    /// Inside an interactive element: nested controls render inert.
    var isInteractive = false
    /// Controls render disabled.
    var isDisabled = false
    /// Scroll indicators hidden below.
    var hidesScrollIndicators = false
    /// Inside scroll content along the horizontal axis: widths are indefinite.
    var isInHorizontalScroll = false
    /// Inside scroll content along the vertical axis: heights are indefinite.
    var isInVerticalScroll = false
    /// The styles below, or `nil` while all of them are unset.
    private var styles: Styles?

    /// A line through all text below.
    var strikethrough: TextDecoration? {
        get { styles?.strikethrough }
        set { withStyles { $0.strikethrough = newValue } }
    }
    /// A line under all text below.
    var underline: TextDecoration? {
        get { styles?.underline }
        set { withStyles { $0.underline = newValue } }
    }
    /// Replaces the default foreground of text and symbols that kept the primary style.
    var defaultForeground: ResolvedShapeStyle? {
        get { styles?.defaultForeground }
        set { withStyles { $0.defaultForeground = newValue } }
    }
    /// Replaces the default font of text that set none.
    var defaultFont: Font? {
        get { styles?.defaultFont }
        set { withStyles { $0.defaultFont = newValue } }
    }
    /// Margins for the scroll views below.
    var contentMargins: EdgeInsets? {
        get { styles?.contentMargins }
        set { withStyles { $0.contentMargins = newValue } }
    }
    /// How the scroll views below settle.
    var scrollTargetBehavior: ScrollTargetBehaviorKind? {
        get { styles?.scrollTargetBehavior }
        set { withStyles { $0.scrollTargetBehavior = newValue } }
    }

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

    /// Changes the styles, first giving this context its own copy if it shares them.
    private mutating func withStyles(_ change: (Styles) -> Void) {
        if styles == nil {
            styles = Styles()
        } else if !isKnownUniquelyReferenced(&styles!) {
            styles = styles!.copy()
        }
        change(styles!)
    }

    /// The styles of a context, shared by its copies.
    private final class Styles {
        var strikethrough: TextDecoration?
        var underline: TextDecoration?
        var defaultForeground: ResolvedShapeStyle?
        var defaultFont: Font?
        var contentMargins: EdgeInsets?
        var scrollTargetBehavior: ScrollTargetBehaviorKind?

        func copy() -> Styles {
            let copy = Styles()
            copy.strikethrough = strikethrough
            copy.underline = underline
            copy.defaultForeground = defaultForeground
            copy.defaultFont = defaultFont
            copy.contentMargins = contentMargins
            copy.scrollTargetBehavior = scrollTargetBehavior
            return copy
        }
    }
}
