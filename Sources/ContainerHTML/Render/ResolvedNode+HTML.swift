import ContainerUICore
import Foundation

extension ResolvedNode {
    /// The label of the innermost `accessibilityLabel(_:)`, if any.
    var accessibilityLabel: String? {
        let modifiers = modifiers
        for index in modifiers.indices {
            if case .accessibilityLabel(let label) = modifiers[index] { return label }
        }
        return nil
    }

    /// Whether a modifier of this kind is applied.
    func has(_ predicate: (ResolvedModifier) -> Bool) -> Bool {
        modifiers.contains(where: predicate)
    }
}

extension ResolvedKind {
    /// Whether the node's own element takes an `accessibilityLabel` (images and controls);
    /// other nodes put it on their outermost element as a labelled group.
    var consumesAccessibilityLabel: Bool {
        switch self {
        case .image, .toggle, .button, .slider, .textField, .progressView, .link: true
        default: false
        }
    }
}
