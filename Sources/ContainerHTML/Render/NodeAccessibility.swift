import ContainerUICore
import Foundation

/// A node's accessibility details (`accessibilityHint`, `accessibilityValue`,
/// `accessibilityIdentifier`, `accessibilityElement(children:)`, `accessibilityFocused`,
/// `accessibilityCustomContent`) and its label, gathered in one pass over its modifiers, made only
/// for nodes that have one of the details (the summary's
/// ``ModifierSummary/Flags/accessibilityDetails``). The innermost of each wins, as the innermost
/// `accessibilityLabel` does; custom content entries replace those of their identifier from the
/// inside out, as SwiftUI applies them.
struct NodeAccessibility {
    /// The innermost `accessibilityLabel`.
    var label: String?
    /// The innermost `accessibilityHint`.
    var hint: String?
    /// The innermost `accessibilityValue`.
    var value: String?
    /// The innermost `accessibilityIdentifier`.
    var identifier: String?
    /// The innermost `accessibilityElement(children:)`.
    var children: AccessibilityChildBehavior?
    /// Whether `accessibilityFocused` names the view: the page focuses it.
    var isFocused = false
    /// The `accessibilityCustomContent` entries in effect, in the order they were added.
    var customContent: [ResolvedCustomContent] = []
    /// Whether the element carrying the details has a role and points to their description (a
    /// control, an image, a group), so that screen readers read it, and it holds the custom
    /// content.
    var describesCustomContent = false
    /// The index of the outermost detail among the node's modifiers: its box carries them.
    var outermostIndex = 0
    /// The number of the hidden element holding the description (`cui-d<n>`), when there is one.
    var descriptionID = 0

    init(_ modifiers: [ResolvedModifier]) {
        for index in modifiers.indices {
            switch modifiers[index] {
            case .accessibilityLabel(let text):
                if label == nil { label = text }
            case .accessibilityHint(let text):
                if hint == nil { hint = text }
                outermostIndex = index
            case .accessibilityValue(let text):
                if value == nil { value = text }
                outermostIndex = index
            case .accessibilityIdentifier(let text):
                if identifier == nil { identifier = text }
                outermostIndex = index
            case .accessibilityElement(let behavior):
                if children == nil { children = behavior }
                outermostIndex = index
            case .accessibilityFocused:
                isFocused = true
                outermostIndex = index
            case .accessibilityCustomContent(let entry):
                customContent.apply(entry)
                outermostIndex = index
            default:
                break
            }
        }
    }

    /// Whether the details have a description (``description``).
    var hasDescription: Bool {
        hint != nil || describesCustomContent && customContent.contains { $0.value != nil }
    }

    /// The accessible description, which screen readers read after the element's name: the hint
    /// alone, or on an element with a role (``describesCustomContent``) the entries of high
    /// importance (VoiceOver reads them with the element), the hint, then the entries of default
    /// importance (which VoiceOver reads when asked for more content, and a page cannot offer
    /// apart), each entry "label, value", joined as sentences.
    var description: String? {
        guard describesCustomContent else { return hint }
        return Self.sentences(customContentTexts(.high) + (hint.map { [$0] } ?? []) + customContentTexts(.default))
    }

    /// The custom content of a view without a role, whose description screen readers do not
    /// read: text for screen readers only, after the view's content (see ``description``).
    var customContentText: String? {
        describesCustomContent ? nil : Self.sentences(customContentTexts(.high) + customContentTexts(.default))
    }

    /// "label, value" for each entry of `importance`.
    private func customContentTexts(_ importance: AXCustomContent.Importance) -> [String] {
        customContent.compactMap { entry in
            guard entry.importance == importance, let value = entry.value else { return nil }
            return Self.joined(entry.label, value: value)
        }
    }

    /// `parts` as sentences: ". " after a part that ends without a full stop, question or
    /// exclamation mark, a space after one that does; `nil` for none.
    private static func sentences(_ parts: [String]) -> String? {
        guard var text = parts.first else { return nil }
        for part in parts.dropFirst() {
            text += text.last.map { ".!?".contains($0) } == true ? " " : ". "
            text += part
        }
        return text
    }

    /// `name, value` as VoiceOver reads them, or either alone.
    static func joined(_ name: String?, value: String?) -> String? {
        guard let value, !value.isEmpty else { return name }
        guard let name, !name.isEmpty else { return value }
        return name + ", " + value
    }
}

extension ResolvedNode {
    /// What the node gives an element that combines it, in reading order: its own label (or,
    /// without one, its text, an image's label, or its children's contributions) followed by its
    /// value; nothing when hidden from assistive technologies.
    func appendAccessibleText(to parts: inout [String]) {
        var label: String?
        var value: String?
        var ignoresChildren = false
        for modifier in modifiers {
            switch modifier {
            case .accessibilityHidden: return
            case .accessibilityLabel(let text): if label == nil { label = text }
            case .accessibilityValue(let text): if value == nil { value = text }
            case .accessibilityElement(let behavior): ignoresChildren = ignoresChildren || behavior == .ignore
            default: break
            }
        }
        if let label {
            parts.append(label)
        } else if case .text(let text) = kind {
            parts.append(text.fullString)
        } else if case .image(let image) = kind {
            if let label = image.label { parts.append(label) }
        } else if !ignoresChildren {
            for child in children { child.appendAccessibleText(to: &parts) }
        }
        if let value, !value.isEmpty { parts.append(value) }
    }

    /// Whether the node or a view inside it takes keyboard focus (a control or a link).
    var containsFocusable: Bool {
        switch kind {
        case .button, .link, .toggle, .slider, .textField, .formInput: true
        default: children.contains { $0.containsFocusable }
        }
    }
}
