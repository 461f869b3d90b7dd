import ContainerUICore
import Foundation

/// What one pass over a node's modifiers tells the renderer besides its boxes: the node's
/// flexibility with every modifier applied, and which of the modifiers it looks for elsewhere
/// are there.
struct ModifierSummary {
    /// The modifiers present that the renderer looks for outside the node's boxes.
    struct Flags: OptionSet {
        let rawValue: UInt16
        /// `disabled`, `strikethrough`, `underline`, `contentMargins`, `scrollTargetBehavior`
        /// or `scrollIndicators`: modifiers that change the ``RenderContext`` below them.
        static let contextual = Flags(rawValue: 1 << 0)
        /// `accessibilityLabel(_:)`.
        static let accessibilityLabel = Flags(rawValue: 1 << 1)
        /// `layoutPriority(_:)` above zero.
        static let positivePriority = Flags(rawValue: 1 << 2)
        /// `hidden()`.
        static let hidden = Flags(rawValue: 1 << 3)
        /// `scrollTargetLayout()`.
        static let scrollTargetLayout = Flags(rawValue: 1 << 4)
        /// `accessibilityAddTraits(_:)` or `accessibilityRemoveTraits(_:)`.
        static let accessibilityTraits = Flags(rawValue: 1 << 7)
        /// A role for assistive technologies (a tab view's bar, tabs and panel).
        static let accessibilityRole = Flags(rawValue: 1 << 5)
        /// The scroll target its scroll view shows first.
        static let initialScrollTarget = Flags(rawValue: 1 << 6)
        /// `accessibilityHint(_:)`, `accessibilityValue(_:)`, `accessibilityIdentifier(_:)`,
        /// `accessibilityElement(children:)`, `accessibilityFocused(_:)` or
        /// `accessibilityCustomContent` (see ``NodeAccessibility``).
        static let accessibilityDetails = Flags(rawValue: 1 << 8)
    }

    /// The node's flexibility with the modifiers recorded so far.
    var flexibility: Flexibility
    /// The modifiers seen so far.
    var flags: Flags = []
    /// Which of the first 64 modifiers are contextual (bit `i` for the modifier at `i`), so that
    /// the renderer finds them without matching every modifier again.
    private(set) var contextualMask: UInt64 = 0

    /// Where a modifier goes: its rank among the modifiers that share a wrapper element, and
    /// whether it draws a layer element of its own after the content (a background or overlay of
    /// views, a shape CSS cannot draw, or any overlay).
    struct Slot {
        var rank: Int
        var drawsLayer = false
        /// The modifier keeps its wrapper to itself (`position`, which moves its first child).
        var isAlone = false
        /// The modifier also joins a wrapper whose last modifier has its rank (the accessibility
        /// details, which write their attributes once for the node however many there are).
        var sharesRank = false
        /// The modifier is a scroll transition, whose box writes an element inside its own.
        var drawsScrollTransition = false
    }

    /// Notes `modifier`, the one at `index` (its flag, its effect on the flexibility), and returns
    /// its slot: its rank among the modifiers that share a wrapper element, in the box model's
    /// order from inside out (see ``ModifierBox``), or `nil` for modifiers that act through the
    /// context or through the parent container. One switch, so that the modifier is matched once;
    /// it takes the modifier (a copy the caller made) so that the switch need not copy it again.
    mutating func record(_ modifier: consuming ResolvedModifier, at index: Int) -> Slot? {
        switch consume modifier {
        case .frame(let frame):
            flexibility = flexibility.applying(frame)
            return Slot(rank: 0)
        case .flexibleFrame(let frame):
            flexibility = flexibility.applying(frame)
            return Slot(rank: 0)
        case .containerRelativeFrame(let frame):
            flexibility = flexibility.applying(frame)
            return Slot(rank: 0)
        case .fixedSize(let horizontal, let vertical):
            flexibility = flexibility.applyingFixedSize(horizontal: horizontal, vertical: vertical)
            return Slot(rank: 0)
        case .aspectRatio: return Slot(rank: 0)
        case .position:
            flexibility = .both
            return Slot(rank: 0, isAlone: true)
        case .padding: return Slot(rank: 1)
        case .background(let layer): return Slot(rank: 2, drawsLayer: !Self.isDrawnByCSS(layer))
        case .overlay: return Slot(rank: 3, drawsLayer: true)
        case .safeAreaInset:
            // A wrapper of its own: its padding and layer must not merge with the modifiers
            // inside it (a frame's alignment, a padding) or outside it.
            return Slot(rank: 0, drawsLayer: true, isAlone: true)
        case .border: return Slot(rank: 4)
        case .cornerRadius, .clipShape, .clipped: return Slot(rank: 5)
        case .mask:
            // A wrapper of its own: its clip, opacity or gradient must not meet a clip, opacity
            // or gradient background of the same element. Its views are a hidden layer, placed
            // as the layout engine places them.
            return Slot(rank: 0, drawsLayer: true, isAlone: true)
        case .scrollTransition:
            // A wrapper of its own: its transform, opacity and filter are animated together by
            // the scroll position, and must not meet another modifier's.
            return Slot(rank: 0, isAlone: true, drawsScrollTransition: true)
        case .visualEffect:
            // A wrapper of its own: its transform, opacity and filter are written together.
            return Slot(rank: 0, isAlone: true)
        case .hoverEffect:
            // A wrapper of its own: its `:hover` scale, shadow and platter must not meet the
            // transform, filter or background of another modifier.
            return Slot(rank: 0, isAlone: true)
        case .shadow: return Slot(rank: 6)
        case .opacity, .filter, .blendMode, .luminanceToAlpha, .colorMultiply: return Slot(rank: 7)
        case .hidden:
            flags.insert(.hidden)
            return Slot(rank: 8)
        case .accessibilityHidden, .help, .hitTestingDisabled: return Slot(rank: 9)
        case .pointer: return Slot(rank: 9, sharesRank: true)
        case .accessibilityHint, .accessibilityValue, .accessibilityIdentifier, .accessibilityElement, .accessibilityFocused,
             .accessibilityCustomContent:
            flags.insert(.accessibilityDetails)
            return Slot(rank: 9, sharesRank: true)
        case .offset: return Slot(rank: 10)
        case .rotation: return Slot(rank: 11)
        case .scale: return Slot(rank: 12)
        case .rotation3D: return Slot(rank: 13)
        case .transform: return Slot(rank: 14)
        case .projection: return Slot(rank: 15)
        case .zIndex: return Slot(rank: 16)
        case .colorScheme: return Slot(rank: 17)
        case .layoutDirection: return Slot(rank: 18)
        case .typesettingLanguage: return Slot(rank: 19)
        case .disabled, .strikethrough, .underline, .contentMargins, .scrollTargetBehavior, .scrollIndicators:
            flags.insert(.contextual)
            if index < 64 { contextualMask |= 1 << UInt64(index) }
        case .accessibilityLabel:
            flags.insert(.accessibilityLabel)
        case .accessibilityTraits:
            flags.insert([.accessibilityTraits, .contextual])
            if index < 64 { contextualMask |= 1 << UInt64(index) }
        case .layoutPriority(let priority):
            if priority > 0 { flags.insert(.positivePriority) }
        case .scrollTargetLayout:
            flags.insert(.scrollTargetLayout)
        case .accessibilityRole:
            flags.insert(.accessibilityRole)
        case .initialScrollTarget:
            flags.insert(.initialScrollTarget)
        case .listRowSeparator, .listRowSeparatorTint, .listSectionSeparator, .listSectionSeparatorTint, .sectionIndexLabel, .listRowInsets, .listRowBackground, .badge, .tabItem, .gridCellColumns,
             .gridColumnAlignment, .gridCellUnsizedAxes, .gridCellAnchor, .id, .tag, .coordinateSpace, .preference, .alignmentGuide, .searchField,
             .accessibilitySortPriority:
            break
        }
        return nil
    }

    /// Whether the modifier at `index` of `modifiers`, the list recorded, is contextual: read from
    /// the mask for the first 64, matched beyond them.
    func isContextual(at index: Int, of modifiers: [ResolvedModifier]) -> Bool {
        index < 64 ? contextualMask & (1 << UInt64(index)) != 0 : RenderContext.isContextual(modifiers[index])
    }

    /// Whether a background is a style the box's own CSS draws (in the bounds or a rectangle,
    /// rounded rectangle or capsule), rather than a layer element.
    static func isDrawnByCSS(_ layer: ResolvedLayer) -> Bool {
        if case .style(_, let shape) = layer { CSSShape(shape) != nil } else { false }
    }
}
