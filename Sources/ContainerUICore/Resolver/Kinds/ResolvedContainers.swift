import Foundation

/// A resolved `VStack`, `HStack`, `LazyVStack` or `LazyHStack`.
public struct ResolvedStack: Equatable {
    /// The axis children follow.
    public var axis: Axis
    /// The cross-axis alignment (horizontal for vertical stacks and vice versa).
    public var alignment: Alignment
    /// The spacing, or `nil` for the default (8).
    public var spacing: CGFloat?
    /// Whether it is a lazy stack.
    public var isLazy: Bool
}

/// A resolved `ScrollView`.
public struct ResolvedScrollView: Equatable {
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators show.
    public var showsIndicators: Bool
    /// Where the scroll view starts (`defaultScrollAnchor`, `ScrollPosition(edge:)`): this anchor
    /// of its content at the same anchor of the scroll view; `nil` for the top-leading start or
    /// a view inside that `scrollPosition` names.
    public var initialAnchor: ScrollAnchor?
    /// Where content smaller than the scroll view sits along the scrolling axes
    /// (`defaultScrollAnchor`); `nil` for the top (leading) edge.
    public var contentAlignment: ScrollAnchor?
    /// How the view inside that the scroll view starts at (`scrollPosition`) is lined up: its
    /// anchor at the same anchor of the scroll view; `nil` without such a view.
    public var targetAnchor: ScrollAnchor?
    /// Whether people can scroll it (`scrollDisabled(_:)` turns it off); its content is laid out
    /// the same either way.
    public var isScrollEnabled: Bool
    /// Whether its content may draw outside its bounds (`scrollClipDisabled(_:)`); the page's
    /// scroller clips it all the same.
    public var isClipDisabled: Bool

    /// A scroll view along `axes` that starts at its top-leading corner.
    public init(axes: Axis.Set, showsIndicators: Bool, initialAnchor: ScrollAnchor? = nil, contentAlignment: ScrollAnchor? = nil,
                isScrollEnabled: Bool = true, isClipDisabled: Bool = false) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.initialAnchor = initialAnchor
        self.contentAlignment = contentAlignment
        self.isScrollEnabled = isScrollEnabled
        self.isClipDisabled = isClipDisabled
    }
}

/// A resolved section: `children` holds header, content and footer subviews in that order.
public struct ResolvedSection: Equatable {
    /// How many leading children form the header.
    public var headerCount: Int
    /// How many trailing children form the footer.
    public var footerCount: Int
    /// Whether the section was formed from content outside any `Section`.
    public var isImplicit: Bool
    /// The `headerProminence` the section was resolved with.
    public var headerProminence = Prominence.standard
    /// Whether a collapsible section (`Section(isExpanded:)`, or any section with a header in a
    /// `.sidebar` list) is expanded; `nil` for a section that does not collapse. A `List` draws
    /// a collapsed section as its header alone.
    public var isExpanded: Bool?
    /// The margins `listSectionMargins(_:_:)` sets, on ``marginEdges``; a `List` keeps its
    /// style's margins on the other edges.
    public var margins = EdgeInsets()
    /// The edges whose margins `listSectionMargins(_:_:)` sets.
    public var marginEdges: Edge.Set = []

    /// The indices of the content children among `childCount` children.
    public func contentRange(childCount: Int) -> Range<Int> {
        headerCount..<(childCount - footerCount)
    }
}

/// A resolved `Grid`.
public struct ResolvedGrid: Equatable {
    /// How cells align in their column and row.
    public var alignment: Alignment
    /// The space between columns, or `nil` for the default.
    public var horizontalSpacing: CGFloat?
    /// The space between rows, or `nil` for the default.
    public var verticalSpacing: CGFloat?
}

/// A resolved `LazyVGrid` (vertical: `items` are columns) or `LazyHGrid` (`items` are rows).
public struct ResolvedLazyGrid: Equatable {
    /// The scrolling axis.
    public var axis: Axis
    /// The columns or rows.
    public var items: [GridItem]
    /// How the grid aligns in its frame.
    public var alignment: Alignment
    /// The space between rows (vertical) or columns (horizontal), or `nil` for the default.
    public var spacing: CGFloat?
}

/// A resolved `GeometryReader`: its content was resolved for `proxy`, and `content` resolves it
/// again for another (the layout's).
public struct ResolvedGeometryReader {
    /// What the children were resolved for.
    public var proxy: GeometryProxy
    /// Resolves the content for a proxy.
    public let content: (GeometryProxy) -> [ResolvedNode]
    /// Whether the reader is a `Canvas`, whose one child is its drawing (``ResolvedCanvas``).
    public var isCanvas = false

    /// The size the children were resolved for.
    public var proxySize: CGSize { proxy.size }
}

/// A resolved slider.
public struct ResolvedSlider: Equatable {
    /// The current value.
    public var value: Double
    /// The range of values.
    public var bounds: ClosedRange<Double>
    /// The step, or `nil` for continuous.
    public var step: Double?
    /// The environment's tint where the slider was declared, or `nil` when none is set.
    public var tint: ResolvedShapeStyle?
    /// The values its ticks mark along the track, in declaration order; empty for none.
    public var ticks: [Double] = []
}

/// A resolved progress view.
public struct ResolvedProgress: Equatable {
    /// The completed amount, or `nil` when it is not known.
    public var value: Double?
    /// The total amount.
    public var total: Double
    /// The built-in style that draws it: a bar or a spinner.
    public var look: ProgressLook
    /// The environment's tint where the progress view was declared, or `nil` when none is set.
    public var tint: ResolvedShapeStyle?
}

/// How a built-in progress view style draws: what `.linear` and `.circular` draw on iOS, and
/// what `.automatic` chooses between them.
public enum ProgressLook: String, Equatable, Sendable {
    /// A bar filled from the leading edge to the value; empty when the value is not known.
    case linear
    /// A spinner, whether or not the value is known (iOS has no determinate circular style).
    case circular
}

/// A resolved `TextField`, `SecureField` or `TextEditor`; its children are the label views,
/// which name it.
public struct ResolvedTextField: Equatable {
    /// The text shown, in the environment's text style: a secure field's is one dot a character.
    public var text: ResolvedText
    /// The grey text shown while the field is empty.
    public var prompt: String
    /// Whether it is a `SecureField`.
    public var isSecure: Bool
    /// One line, a vertical field's range of lines, or a `TextEditor`.
    public var lines: TextInputLines
    /// How it is drawn.
    public var style: TextFieldLook
    /// The environment's tint (the caret's colour), or `nil` when none is set.
    public var tint: ResolvedShapeStyle?
    /// What it asks of the keyboard and of autofill.
    public var traits = TextInputTraits()
    /// Whether it has focus (`focused(_:)`), where the keyboard would show for it.
    public var isFocused = false
}

/// How many lines a resolved text input shows.
public enum TextInputLines: Equatable, Sendable {
    /// One line that scrolls sideways: `TextField` and `SecureField`.
    case single
    /// `TextField(_:text:axis: .vertical)`: as many lines as its text wraps to, at least
    /// `minimum`, at most `maximum` (`nil`: no limit), past which it scrolls.
    case vertical(minimum: Int, maximum: Int?)
    /// `TextEditor`: takes the space offered and scrolls its text within it; `showsBackground`
    /// is `false` under `scrollContentBackground(.hidden)`.
    case editor(showsBackground: Bool)
}
