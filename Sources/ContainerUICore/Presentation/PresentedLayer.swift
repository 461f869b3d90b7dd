import Foundation

/// One presentation shown over the window, with its views resolved where it was asked for.
package enum PresentedLayer {
    /// A sheet at its detent, or a popover, which iPhone draws as a sheet.
    case sheet(SheetLayer)
    /// A full-screen cover.
    case cover(CoverLayer)
    /// An alert, centred.
    case alert(AlertLayer)
    /// A confirmation dialog: iOS's action sheet at the bottom.
    case dialog(ActionSheetLayer)
}

/// The window's content under its presentations: inert, with each presentation above it (raised
/// by its z-index, so that it paints over whatever the content positions), only the top one
/// within reach.
struct PresentationHost: View {
    let base: [ResolvedNode]
    let layers: [PresentedLayer]

    var body: some View {
        ZStack {
            VStack(spacing: 0) { PlacedNodes(nodes: base) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityRole(.inert)
            ForEach(layers.indices, id: \.self) { index in
                if index == layers.count - 1 {
                    PresentedLayerView(layer: layers[index]).zIndex(Double(index + 1))
                } else {
                    PresentedLayerView(layer: layers[index]).zIndex(Double(index + 1)).accessibilityRole(.inert)
                }
            }
        }
        .clipped()
    }
}

/// Draws one presentation.
struct PresentedLayerView: View {
    let layer: PresentedLayer

    var body: some View {
        switch layer {
        case .sheet(let sheet): sheet
        case .cover(let cover): cover
        case .alert(let alert): alert
        case .dialog(let dialog): dialog
        }
    }
}

/// The views of presented content, filling the space it is given, as a hosting view centres them.
struct PresentedContent: View {
    let nodes: [ResolvedNode]

    var body: some View {
        VStack(spacing: 0) { PlacedNodes(nodes: nodes) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension Array where Element == ResolvedNode {
    /// What names presented content: its first text outside a control, depth first (a sheet's
    /// navigation title rather than its Cancel button), else its first text.
    var presentationName: String? {
        firstStaticText ?? firstText
    }

    private var firstStaticText: String? {
        for node in self {
            switch node.kind {
            case .text(let text): return text.fullString
            case .button, .link, .toggle, .textField, .slider: continue
            default: if let text = node.children.firstStaticText { return text }
            }
        }
        return nil
    }
}
