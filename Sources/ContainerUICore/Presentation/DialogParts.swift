/// An alert's or a confirmation dialog's texts and buttons, resolved where it was asked for, in
/// the fonts iOS draws them in.
struct DialogParts {
    /// The title, or nothing when a dialog hides it.
    var title: [ResolvedNode]
    /// The message, or nothing.
    var message: [ResolvedNode]
    /// The buttons in the order they were declared, each with its role.
    var actions: [(role: ButtonRole?, node: ResolvedNode)]
    /// The title's text, which names the dialog even where it is hidden.
    var name: String

    /// The buttons without a cancel role.
    var otherActions: [ResolvedNode] {
        actions.filter { $0.role != .cancel }.map(\.node)
    }

    /// The first button with the cancel role.
    var cancelAction: ResolvedNode? {
        actions.first { $0.role == .cancel }?.node
    }
}

extension Resolver {
    /// Resolves the parts of an alert or dialog. Texts are centred; the title in `titleFont` and
    /// `style`, the message in `messageFont` and `style`. The actions are borderless buttons in
    /// `buttonFont`, a cancel button's in semibold (resolved twice, so that each button has the
    /// weight of its role); views among them that are not buttons are left out, as iOS draws only
    /// buttons in alerts.
    mutating func resolveDialog<A: View, M: View>(
        title: Text, showsTitle: Bool = true, actions: A, message: M,
        titleFont: Font, messageFont: Font, buttonFont: Font, style: HierarchicalShapeStyle
    ) -> DialogParts {
        let saved = environment
        environment.multilineTextAlignment = .center
        let titleNodes = collectContent { $0.resolve(title.font(titleFont).foregroundStyle(style)) }
        let messageNodes = collectContent { $0.resolve(message.font(messageFont).foregroundStyle(style)) }
        environment.font = buttonFont
        let buttons = actions.buttonStyle(.borderless)
        let regular = collectContent { $0.resolve(buttons) }
        environment.fontWeight = .semibold
        let semibold = collectContent { $0.resolve(buttons) }
        environment = saved
        var parts = DialogParts(
            title: showsTitle ? titleNodes : [], message: messageNodes, actions: [], name: titleNodes.accessibleText ?? ""
        )
        for (plain, bold) in zip(regular, semibold) {
            guard case .button(let role, _) = plain.kind else { continue }
            parts.actions.append((role, role == .cancel ? bold : plain))
        }
        return parts
    }

    /// A button with the cancel role titled "Cancel" or "OK" in `font`, semibold when it
    /// cancels, for the dialogs iOS gives one.
    mutating func resolveSystemButton(_ title: String, role: ButtonRole?, font: Font) -> ResolvedNode {
        let button = Button(title, role: role) {}.buttonStyle(.borderless).font(role == .cancel ? font.weight(.semibold) : font)
        return collectContent { $0.resolve(button) }[0]  // a button is one node
    }
}
