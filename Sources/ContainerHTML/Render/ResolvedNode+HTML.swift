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

    /// The role of the innermost `accessibilityRole`, if any.
    var accessibilityRole: ResolvedAccessibilityRole? {
        let modifiers = modifiers
        for index in modifiers.indices {
            if case .accessibilityRole(let role) = modifiers[index] { return role }
        }
        return nil
    }

    /// Whether a modifier of this kind is applied.
    func has(_ predicate: (ResolvedModifier) -> Bool) -> Bool {
        modifiers.contains(where: predicate)
    }
}

extension ResolvedKind {
    /// Whether the node's own element takes an `accessibilityLabel` (images, canvases and controls; a
    /// button's also takes an accessibility role); other nodes put the label and role on their
    /// outermost element, the label as a labelled group unless a role is given.
    var consumesAccessibilityLabel: Bool {
        switch self {
        case .image, .toggle, .button, .slider, .textField, .formInput, .progressView, .gauge, .link: true
        case .geometryReader(let reader): reader.isCanvas
        default: false
        }
    }
}

extension ResolvedKind {
    /// Whether the node's own element points to the description of its accessibility details
    /// (`aria-describedby`): images, canvases and the controls that are one element; a progress
    /// view's, gauge's or form input's element takes none.
    var takesOwnDescription: Bool {
        switch self {
        case .image, .toggle, .button, .slider, .textField, .link: true
        case .geometryReader(let reader): reader.isCanvas
        default: false
        }
    }
}
