import Foundation

/// A sheet as iPhone draws it: the screen dimmed behind a card rising from the bottom to the
/// sheet's detent, its top corners rounded, with the grabber centred 5 points from its top when
/// it shows. The card's bottom corners fall below the screen, as the bottom of a real sheet
/// follows the screen's own corners.
package struct SheetLayer: View {
    let content: [ResolvedNode]
    let settings: SheetSettings
    /// The height of the window the sheet was resolved for, which picks the smallest of mixed
    /// fraction and fixed detents.
    let screenLength: CGFloat
    /// What names the dialog: the sheet's first text.
    let name: String

    /// iOS's sheet corner radius.
    static let cornerRadius: CGFloat = 10

    package var body: some View {
        let radius = (settings.cornerRadius ?? nil) ?? Self.cornerRadius
        ZStack(alignment: .bottom) {
            Color.black.opacity(0.4)
            filled(sized(card(radius: radius), radius: radius))
                .clipShape(RoundedRectangle(cornerRadius: radius))
                .offset(y: radius)
                .accessibilityLabel(name)
                .accessibilityRole(.dialog(isAlert: false, isElevated: true))
        }
    }

    private func card(radius: CGFloat) -> some View {
        ZStack(alignment: .top) {
            PresentedContent(nodes: content).padding(.bottom, radius)
            if settings.showsGrabber {
                Capsule().fill(.tertiary).frame(width: 36, height: 5).padding(.top, 5)
            }
        }
    }

    /// The card as tall as the detent, plus the rounded strip below the screen.
    @ViewBuilder
    private func sized<V: View>(_ card: V, radius: CGFloat) -> some View {
        let detent = settings.detent(screenLength: screenLength)
        if case .points(let points) = detent.height {
            card.frame(height: points + radius)
        } else {
            card.containerRelativeFrame(.vertical) { length, _ in detent.length(in: length) + radius }
        }
    }

    @ViewBuilder
    private func filled<V: View>(_ card: V) -> some View {
        if let views = settings.backgroundViews {
            card.background(alignment: views.alignment) { PlacedNodes(nodes: views.nodes) }
        } else {
            card.background(settings.background ?? AnyShapeStyle(Color.elevatedBackground))
        }
    }
}

/// A full-screen cover: the content over the whole window on the system background.
package struct CoverLayer: View {
    let content: [ResolvedNode]
    let name: String

    package var body: some View {
        PresentedContent(nodes: content)
            .background(Color.systemBackground)
            .accessibilityLabel(name)
            .accessibilityRole(.dialog(isAlert: false))
    }
}
