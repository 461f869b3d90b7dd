import ContainerUICore
import Foundation

/// What one pass over a node's modifiers tells the renderer besides its boxes: the node's
/// flexibility with every modifier applied, and which of the modifiers it looks for elsewhere
/// are there.
struct ModifierSummary {
    /// The modifiers present that the renderer looks for outside the node's boxes.
    struct Flags: OptionSet {
        let rawValue: UInt8
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
    }

    /// The node's flexibility with the modifiers recorded so far.
    var flexibility: Flexibility
    /// The modifiers seen so far.
    var flags: Flags = []

    /// Notes `modifier` (its flag, its effect on the flexibility) and returns its rank among the
    /// modifiers that share a wrapper element, in the box model's order from inside out (see
    /// ``ModifierBox``), or `nil` for modifiers that act through the context or through the
    /// parent container. One switch, so that the modifier is matched once; it takes the
    /// modifier (a copy the caller made) so that the switch need not copy it again.
    mutating func record(_ modifier: consuming ResolvedModifier) -> Int? {
        switch consume modifier {
        case .frame(let frame):
            flexibility = flexibility.applying(frame)
            return 0
        case .flexibleFrame(let frame):
            flexibility = flexibility.applying(frame)
            return 0
        case .containerRelativeFrame(let frame):
            flexibility = flexibility.applying(frame)
            return 0
        case .fixedSize(let horizontal, let vertical):
            flexibility = flexibility.applyingFixedSize(horizontal: horizontal, vertical: vertical)
            return 0
        case .aspectRatio: return 0
        case .padding: return 1
        case .background: return 2
        case .overlay: return 3
        case .border: return 4
        case .cornerRadius, .clipShape, .clipped: return 5
        case .shadow: return 6
        case .opacity: return 7
        case .hidden:
            flags.insert(.hidden)
            return 8
        case .accessibilityHidden: return 9
        case .offset: return 10
        case .rotation: return 11
        case .scale: return 12
        case .zIndex: return 13
        case .colorScheme: return 14
        case .layoutDirection: return 15
        case .disabled, .strikethrough, .underline, .contentMargins, .scrollTargetBehavior, .scrollIndicators:
            flags.insert(.contextual)
        case .accessibilityLabel:
            flags.insert(.accessibilityLabel)
        case .layoutPriority(let priority):
            if priority > 0 { flags.insert(.positivePriority) }
        case .scrollTargetLayout:
            flags.insert(.scrollTargetLayout)
        case .listRowSeparator, .listSectionSeparator, .gridCellColumns, .id, .tag, .preference:
            break
        }
        return nil
    }

    /// The ranks of `background` and `overlay`, whose boxes may draw layers.
    static func isLayer(rank: Int) -> Bool { rank == 2 || rank == 3 }
}
