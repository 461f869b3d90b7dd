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
    /// Inside `fixedSize(horizontal: true, …)`, below any fixed width: widths are unproposed.
    var isWidthUnproposed = false
    /// Inside `fixedSize(…, vertical: true)`, below any fixed height: heights are unproposed.
    var isHeightUnproposed = false
    /// Below a frame's fixed or maximum height: a text may show fewer lines than it wraps to,
    /// as many as the layout engine finds fit (``HTMLRenderer/linesShown(of:)``).
    var isHeightBounded = false
    /// The heading traits (`.isHeader` and a level) the views below take: a heading trait added to
    /// a view that is not one accessibility element reaches the elements inside it, as in
    /// SwiftUI; the texts among them are the page's headings.
    var heading: AccessibilityTraits = []
    /// How the initial scroll target of the enclosing scroll view is lined up.
    var scrollTargetAnchor = ScrollAnchor.topLeading
    /// The scrolling axis of the nearest scroll view or list (vertical), which its scroll
    /// transitions follow; `nil` outside them, where a scroll transition stays at rest.
    var scrollAxis: Axis?
    /// The rarer styles below (`context.styles?.defaultFont`), `nil` while none is set; shared
    /// by the contexts copied from this one, changed through ``changeStyles(_:)``.
    private(set) var styles: Styles?

    /// Applies a modifier that acts on everything below rather than on a box.
    mutating func apply(_ modifier: ResolvedModifier) {
        switch modifier {
        case .disabled: isDisabled = true
        case .strikethrough(let decoration): changeStyles { $0.strikethrough = decoration }
        case .underline(let decoration): changeStyles { $0.underline = decoration }
        case .contentMargins(let insets, let placement): if placement != .scrollIndicators { changeStyles { $0.contentMargins = insets } }
        case .scrollTargetBehavior(let behavior): changeStyles { $0.scrollTargetBehavior = behavior }
        case .scrollIndicators(let visibility): hidesScrollIndicators = visibility == .hidden
        case .accessibilityTraits(let added, let removed):
            if removed.contains(.isHeader) { heading = [] }
            if added.contains(.isHeader) { heading = added.heading }
        default: break
        }
    }

    /// Whether `modifier` is one that ``apply(_:)`` handles.
    static func isContextual(_ modifier: ResolvedModifier) -> Bool {
        switch modifier {
        case .disabled, .strikethrough, .underline, .contentMargins, .scrollTargetBehavior, .scrollIndicators, .accessibilityTraits: true
        default: false
        }
    }

    /// Changes the styles, first giving this context its own copy if it shares them.
    mutating func changeStyles(_ change: (Styles) -> Void) {
        if styles == nil {
            styles = Styles()
        } else if !isKnownUniquelyReferenced(&styles!) {
            styles = styles!.copy()
        }
        change(styles!)
    }

    /// The values a context passes down less often than its flags.
    final class Styles {
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

        /// A separate object with the same values.
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
