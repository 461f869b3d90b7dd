import Foundation

/// A modifier applied to a resolved node, as plain data. Environment modifiers (`font`,
/// `foregroundStyle`, `tint`, ...) do not appear here: they are already baked into the styles of
/// the leaves below them.
public enum ResolvedModifier {
    /// Insets around the content.
    case padding(EdgeInsets)
    /// A fixed frame: `frame(width:height:alignment:)`.
    case frame(FixedFrame)
    /// A flexible frame: `frame(minWidth:idealWidth:maxWidth:...)`.
    case flexibleFrame(FlexibleFrame)
    /// `alignmentGuide(_:computeValue:)`: the view's explicit value of a guide.
    case alignmentGuide(ResolvedAlignmentGuide)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `containerRelativeFrame(...)`.
    case containerRelativeFrame(ContainerRelativeFrame)
    /// `aspectRatio(_:contentMode:)`.
    case aspectRatio(CGFloat?, ContentMode)
    /// `offset(x:y:)`.
    case offset(CGSize)
    /// `position(x:y:)`: the view takes the whole space offered and centres its content on this
    /// point of it.
    case position(CGPoint)
    /// `rotationEffect(_:anchor:)`.
    case rotation(Angle, anchor: UnitPoint)
    /// `scaleEffect(_:anchor:)`.
    case scale(CGSize, anchor: UnitPoint)
    /// `transformEffect(_:)`: an affine transform of the drawing, about the view's top-leading
    /// corner.
    case transform(CGAffineTransform)
    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` (boxed: its payload is larger than
    /// the other modifiers').
    indirect case rotation3D(ResolvedRotation3D)
    /// `projectionEffect(_:)`: a projective transform of the drawing, about the view's
    /// top-leading corner (boxed, as its nine numbers are larger than the other payloads).
    indirect case projection(ProjectionTransform)
    /// `opacity(_:)`.
    case opacity(Double)
    /// `luminanceToAlpha()`: the view's luminance becomes the opacity of black.
    case luminanceToAlpha
    /// `colorMultiply(_:)`: every point's colour and opacity multiplied by the colour's.
    case colorMultiply(Color)
    /// `hoverEffect(_:isEnabled:)`: how the view reacts to a pointer over it.
    case hoverEffect(HoverEffect)
    /// `pointerStyle(_:)` and `pointerVisibility(_:)`: the pointer over the view.
    case pointer(ResolvedPointer)
    /// `typesettingLanguage(_:isEnabled:)`: the language text inside is laid out for, as a BCP 47
    /// tag.
    case typesettingLanguage(String)
    /// `blur(radius:opaque:)`, `brightness(_:)`, `contrast(_:)`, `saturation(_:)`,
    /// `grayscale(_:)`, `hueRotation(_:)` or `colorInvert()`.
    case filter(VisualFilter)
    /// `blendMode(_:)`.
    case blendMode(BlendMode)
    /// `zIndex(_:)`.
    case zIndex(Double)
    /// A layer behind the content.
    case background(ResolvedLayer)
    /// A layer in front of the content.
    case overlay(ResolvedLayer)
    /// `mask(alignment:_:)`: views placed like an overlay whose opacity masks the content.
    case mask(ResolvedLayer)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: views at one edge, taken into the safe
    /// area of the content.
    case safeAreaInset(ResolvedSafeAreaInset)
    /// `cornerRadius(_:)`.
    case cornerRadius(CGFloat)
    /// `clipShape(_:)`.
    case clipShape(AnyShape)
    /// `clipped()`.
    case clipped
    /// `shadow(color:radius:x:y:)`.
    case shadow(ResolvedShadow)
    /// `border(_:width:)`.
    case border(ResolvedShapeStyle, width: CGFloat)
    /// `strikethrough(_:color:)` on a view: a line through all text inside.
    case strikethrough(TextDecoration)
    /// `underline(_:color:)` on a view: a line under all text inside.
    case underline(TextDecoration)
    /// `listRowSeparator(_:edges:)`.
    case listRowSeparator(Visibility, edges: VerticalEdge.Set)
    /// `listRowSeparatorTint(_:edges:)`: the colour of the row's separators on `edges`.
    case listRowSeparatorTint(Color, edges: VerticalEdge.Set)
    /// `listRowInsets(_:)` and `listRowInsets(_:_:)`: the insets of the list row's content on
    /// `edges`, in place of the list's; the other edges keep theirs.
    case listRowInsets(EdgeInsets, edges: Edge.Set)
    /// `listRowBackground(_:)`: views filling the list row behind its content.
    case listRowBackground(ResolvedLayer)
    /// `badge(_:)`: a view at the trailing edge of the list row, or on the tab item of the tab
    /// the view is.
    case badge(ResolvedLayer)
    /// `tabItem(_:)`: the views of the tab item of the tab the view is, in a `TabView`.
    case tabItem(ResolvedLayer)
    /// `sectionIndexLabel(_:)`: the label of the section in its list's section index.
    case sectionIndexLabel(String)
    /// `listSectionSeparator(_:edges:)`.
    case listSectionSeparator(Visibility, edges: VerticalEdge.Set)
    /// `listSectionSeparatorTint(_:edges:)`: the colour of the section's separators on `edges`.
    case listSectionSeparatorTint(Color, edges: VerticalEdge.Set)
    /// `scrollTargetLayout()`: the children of this layout are scroll targets.
    case scrollTargetLayout
    /// `scrollTargetBehavior(_:)`.
    case scrollTargetBehavior(ScrollTargetBehaviorKind)
    /// `contentMargins(_:_:for:)`.
    case contentMargins(EdgeInsets, placement: ContentMarginPlacement)
    /// `scrollIndicators(_:)`.
    case scrollIndicators(Visibility)
    /// The scroll target the enclosing scroll view shows first, scrolled as little as brings it
    /// into view (a paging tab view's selected page); set by the package's own views.
    case initialScrollTarget
    /// `gridCellColumns(_:)`.
    case gridCellColumns(Int)
    /// `gridColumnAlignment(_:)`.
    case gridColumnAlignment(HorizontalAlignment)
    /// `gridCellUnsizedAxes(_:)`: along these axes the `Grid` cell does not size its column or
    /// row, and takes the size the other cells give them.
    case gridCellUnsizedAxes(Axis.Set)
    /// `gridCellAnchor(_:)`: the unit point of its `Grid` cell where the view is placed.
    case gridCellAnchor(UnitPoint)
    /// `id(_:)`: explicit identity, described.
    case id(String)
    /// `tag(_:)`: the value that selects the view in a `TabView`.
    case tag(AnyHashable)
    /// `coordinateSpace(name:)`: the view names a coordinate space for the readers inside it.
    case coordinateSpace(AnyHashable)
    /// `disabled(true)`.
    case disabled
    /// `hidden()`: keeps its space but draws nothing.
    case hidden
    /// `accessibilityLabel(_:)`.
    case accessibilityLabel(String)
    /// `accessibilityHidden(true)`.
    case accessibilityHidden
    /// `accessibilityHint(_:)`: what acting on the view does, read after its label and value.
    case accessibilityHint(String)
    /// `accessibilityValue(_:)`: the view's value, read after its label.
    case accessibilityValue(String)
    /// `accessibilityIdentifier(_:)`: the name UI tests find the view by.
    case accessibilityIdentifier(String)
    /// `accessibilityElement(children:)`: the view is one accessibility element.
    case accessibilityElement(AccessibilityChildBehavior)
    /// `accessibilityFocused(_:)` or `accessibilityFocused(_:equals:)` while its binding names
    /// the view: assistive technologies' focus is on it.
    case accessibilityFocused
    /// `accessibilityCustomContent(_:_:importance:)`: an entry of additional information, read
    /// with the view or when asked for.
    case accessibilityCustomContent(ResolvedCustomContent)
    /// `help(_:)`: the tooltip and accessibility description.
    case help(String)
    /// `allowsHitTesting(false)`: taps pass through to the views behind.
    case hitTestingDisabled
    /// `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)`.
    case accessibilityTraits(added: AccessibilityTraits, removed: AccessibilityTraits)
    /// `accessibilitySortPriority(_:)`: where assistive technologies reach the view among its
    /// siblings, higher first.
    case accessibilitySortPriority(Double)
    /// The role a view composed of others gives its element for assistive technologies (a tab
    /// view's bar, tabs and panel); set by the package's own views.
    case accessibilityRole(ResolvedAccessibilityRole)
    /// `environment(\.colorScheme, _)`: the subtree uses this appearance.
    case colorScheme(ColorScheme)
    /// `environment(\.layoutDirection, _)`.
    case layoutDirection(LayoutDirection)
    /// `preference(key:value:)`.
    case preference(PreferenceValue)
    /// What a `searchable` field holds that the frame does not show (suggestions, suggested
    /// tokens, scopes), on the field the navigation stack draws; the JSON's alone.
    case searchField(ResolvedSearchField)
    /// `scrollTransition`: effects that follow the view's passage through its scroll view.
    case scrollTransition(ResolvedScrollTransition)
    /// `visualEffect(_:)`: effects computed from the view's geometry.
    case visualEffect(ResolvedVisualEffect)

    /// The marker of an explicit identity.
    @usableFromInline
    package static func id(_ id: AnyHashable) -> ResolvedModifier {
        .id(String(describing: id.base))
    }

    /// A `background`, `overlay`, `mask`, `listRowBackground`, `badge` or `tabItem` of resolved
    /// views.
    @usableFromInline
    package static func layer(_ nodes: [ResolvedNode], alignment: Alignment, role: _LayerRole) -> ResolvedModifier {
        let layer = ResolvedLayer.content(nodes, alignment: alignment)
        switch role {
        case .background: return .background(layer)
        case .overlay: return .overlay(layer)
        case .listRowBackground: return .listRowBackground(layer)
        case .badge: return .badge(layer)
        case .tabItem: return .tabItem(layer)
        case .mask: return .mask(layer)
        }
    }

    /// Whether this is a layer of views, whose nodes get ids.
    var hasContentLayer: Bool {
        contentLayer != nil
    }

    /// The views and their alignment, when this is a `background`, `overlay` or `mask` of views,
    /// a list row's background or badge, a tab item, or a `safeAreaInset`.
    package var contentLayer: (nodes: [ResolvedNode], alignment: Alignment)? {
        switch self {
        case .background(.content(let nodes, let alignment)), .overlay(.content(let nodes, let alignment)),
             .listRowBackground(.content(let nodes, let alignment)), .badge(.content(let nodes, let alignment)),
             .tabItem(.content(let nodes, let alignment)), .mask(.content(let nodes, let alignment)): (nodes, alignment)
        case .safeAreaInset(let inset): (inset.nodes, inset.alignment)
        default: nil
        }
    }

    /// Gives the nodes inside layers their path ids; `path` is the modifier's id.
    package mutating func assignIDs(path: inout IDPath) {
        updateContentNodes { nodes in
            let length = path.count
            for index in nodes.indices {
                path.appendSegment(index)
                nodes[index].assignIDs(path: &path)
                path.count = length
            }
        }
    }

    /// Runs `body` on the views of this modifier's layer (see ``contentLayer``), changed in
    /// place: the modifier lets go of them first, so that they are uniquely referenced.
    package mutating func updateContentNodes(_ body: (inout [ResolvedNode]) -> Void) {
        switch self {
        case .background(.content(var nodes, let alignment)):
            self = .clipped
            body(&nodes)
            self = .background(.content(nodes, alignment: alignment))
        case .overlay(.content(var nodes, let alignment)):
            self = .clipped
            body(&nodes)
            self = .overlay(.content(nodes, alignment: alignment))
        case .listRowBackground(.content(var nodes, let alignment)):
            self = .clipped
            body(&nodes)
            self = .listRowBackground(.content(nodes, alignment: alignment))
        case .badge(.content(var nodes, let alignment)):
            self = .clipped
            body(&nodes)
            self = .badge(.content(nodes, alignment: alignment))
        case .tabItem(.content(var nodes, let alignment)):
            self = .clipped
            body(&nodes)
            self = .tabItem(.content(nodes, alignment: alignment))
        case .mask(.content(var nodes, let alignment)):
            self = .clipped
            body(&nodes)
            self = .mask(.content(nodes, alignment: alignment))
        case .safeAreaInset(var inset):
            self = .clipped
            body(&inset.nodes)
            self = .safeAreaInset(inset)
        default:
            break
        }
    }
}

/// A background or overlay: a style in a shape, or views.
public enum ResolvedLayer {
    /// A style filling a shape (the node's bounds when `shape` is `nil`).
    case style(ResolvedShapeStyle, shape: AnyShape?)
    /// Views, aligned in the node's bounds.
    case content([ResolvedNode], alignment: Alignment)
}

/// `frame(width:height:alignment:)`.
public struct FixedFrame: Equatable {
    /// The width, or `nil` to adopt the child's.
    public var width: CGFloat?
    /// The height, or `nil` to adopt the child's.
    public var height: CGFloat?
    /// Where the child sits when sizes differ.
    public var alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The six lengths are stored as plain `CGFloat`s with NaN for "not given" (50 bytes instead of
/// six optionals' 91): this is the largest modifier payload after a layer's, and every modifier
/// in a resolved tree is as large as the largest. A NaN passed in counts as not given.
public struct FlexibleFrame: Equatable {
    /// The least width, or `nil` for none.
    @_OptionalLength public var minWidth: CGFloat?
    /// The width proposed for the ideal size, or `nil` to adopt the child's.
    @_OptionalLength public var idealWidth: CGFloat?
    /// The greatest width, or `nil` for none.
    @_OptionalLength public var maxWidth: CGFloat?
    /// The least height, or `nil` for none.
    @_OptionalLength public var minHeight: CGFloat?
    /// The height proposed for the ideal size, or `nil` to adopt the child's.
    @_OptionalLength public var idealHeight: CGFloat?
    /// The greatest height, or `nil` for none.
    @_OptionalLength public var maxHeight: CGFloat?
    /// Where the child sits when sizes differ.
    public var alignment: Alignment

    @usableFromInline
    init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
        minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// An optional length held as a plain `CGFloat`, NaN standing for `nil` (8 bytes instead of an
/// optional's 9 and its padding); lengths compare as the optionals they stand for. Public only
/// because ``FlexibleFrame``'s public lengths are wrapped in it.
@propertyWrapper
public struct _OptionalLength: Equatable {
    @usableFromInline var stored: CGFloat

    /// The length, `nil` when none (or NaN) was given.
    @inlinable
    public var wrappedValue: CGFloat? {
        get { stored.isNaN ? nil : stored }
        set { stored = newValue ?? .nan }
    }

    /// Holds `wrappedValue`.
    @inlinable
    public init(wrappedValue: CGFloat?) {
        stored = wrappedValue ?? .nan
    }

    public static func == (lhs: _OptionalLength, rhs: _OptionalLength) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

/// `containerRelativeFrame`: a size computed from the nearest container's length.
public struct ContainerRelativeFrame {
    /// The axes sized.
    public var axes: Axis.Set
    /// How the length becomes a size: `count`/`span`/`spacing`, or a closure.
    public var sizing: Sizing
    /// Where the child sits.
    public var alignment: Alignment

    /// A container-relative frame.
    public init(axes: Axis.Set, sizing: Sizing, alignment: Alignment) {
        self.axes = axes
        self.sizing = sizing
        self.alignment = alignment
    }

    /// How the container's length becomes a size.
    public enum Sizing {
        /// `available = L − spacing·(count−1)`, `column = available/count`, `size = column·span + spacing·(span−1)`.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// A user closure of `(length, axis)`.
        case closure((CGFloat, Axis) -> CGFloat)
    }

    /// The size along one axis for a container of `length`.
    public func length(for length: CGFloat, axis: Axis) -> CGFloat {
        switch sizing {
        case .grid(let count, let span, let spacing):
            let count = max(count, 1), span = min(max(span, 1), count)
            let available = length - spacing * CGFloat(count - 1)
            let column = available / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        case .closure(let closure):
            return closure(length, axis)
        }
    }
}

/// A resolved shadow.
public struct ResolvedShadow: Equatable {
    /// The blur radius.
    public var radius: CGFloat
    /// The horizontal offset.
    public var x: CGFloat
    /// The vertical offset.
    public var y: CGFloat
    /// The shadow's colour; last, so that its case tag ends the struct (57 bytes, not 64).
    public var color: Color

    @usableFromInline
    init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
