import Foundation

/// An alert as iOS draws it: a 270-point box with 14-point corners on the dialog grey at the
/// centre of the dimmed screen, the title in 17-point semibold over the message in 13 points,
/// centred, then the buttons 44 points tall under hairlines, in the tint (a destructive one red,
/// a cancel one semibold): two side by side, the cancel one leading; three or more stacked, the
/// cancel one last.
package struct AlertLayer: View {
    let parts: DialogParts

    /// The buttons in the order iOS draws them.
    private var buttons: [ResolvedNode] {
        guard let cancel = parts.cancelAction else { return parts.otherActions }
        return parts.actions.count == 2 ? [cancel] + parts.otherActions : parts.otherActions + [cancel]
    }

    package var body: some View {
        let buttons = buttons
        ZStack {
            Color.black.opacity(0.2)
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    PlacedNodes(nodes: parts.title)
                    PlacedNodes(nodes: parts.message)
                }
                .padding(EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16))
                .frame(maxWidth: .infinity)
                if buttons.count == 2 {
                    Divider()
                    HStack(spacing: 0) {
                        DialogButton(node: buttons[0], height: 44)
                        Divider()
                        DialogButton(node: buttons[1], height: 44)
                    }
                    .frame(height: 44)
                } else {
                    ForEach(buttons.indices, id: \.self) { index in
                        Divider()
                        DialogButton(node: buttons[index], height: 44)
                    }
                }
            }
            .frame(width: 270)
            .background(Color.dialogBackground, in: RoundedRectangle(cornerRadius: 14))
            .accessibilityLabel(parts.name)
            .accessibilityRole(.dialog(isAlert: true))
        }
    }
}

/// A confirmation dialog as iPhone draws it, an action sheet: at the bottom of the dimmed
/// screen, 8 points from its edges, a box with 13-point corners on the dialog grey holding
/// the title (13-point semibold, when visible) and message (13 points) in grey and the buttons
/// 57 points tall in 20-point text under hairlines; 8 points below, the Cancel button alone on
/// the raised background, semibold.
package struct ActionSheetLayer: View {
    let parts: DialogParts
    let cancel: ResolvedNode

    package var body: some View {
        let actions = parts.otherActions
        let hasHeader = !parts.title.isEmpty || !parts.message.isEmpty
        ZStack(alignment: .bottom) {
            Color.black.opacity(0.2)
            VStack(spacing: 8) {
                if hasHeader || !actions.isEmpty {
                    VStack(spacing: 0) {
                        if hasHeader {
                            VStack(spacing: 4) {
                                PlacedNodes(nodes: parts.title)
                                PlacedNodes(nodes: parts.message)
                            }
                            .padding(EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16))
                            .frame(maxWidth: .infinity)
                        }
                        ForEach(actions.indices, id: \.self) { index in
                            if hasHeader || index > 0 { Divider() }
                            DialogButton(node: actions[index], height: 57)
                        }
                    }
                    .background(Color.dialogBackground, in: RoundedRectangle(cornerRadius: 13))
                }
                DialogButton(node: cancel, height: 57)
                    .background(Color.elevatedBackground, in: RoundedRectangle(cornerRadius: 13))
            }
            .padding(8)
            .accessibilityLabel(parts.name)
            .accessibilityRole(.dialog(isAlert: true))
        }
    }
}

/// One button of an alert or action sheet, as wide as the box and `height` tall.
struct DialogButton: View {
    let node: ResolvedNode
    let height: CGFloat

    var body: some View {
        PlacedNodes(nodes: [node]).frame(maxWidth: .infinity, minHeight: height)
    }
}
