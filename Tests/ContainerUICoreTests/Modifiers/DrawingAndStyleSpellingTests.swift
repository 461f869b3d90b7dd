import ContainerUI
import Foundation
import Testing

/// The image, drawing, list and text APIs added for SwiftUI's iOS 17 and 18 SDKs compile as they
/// are written for SwiftUI (labelled or unlabelled axes, defaulted arguments, the environment
/// values by their SwiftUI names) and resolve.
@Suite struct DrawingAndStyleSpellingTests {
    private struct Screen: View {
        @Environment(\.backgroundStyle) private var backgroundStyle
        @Environment(\.badgeProminence) private var badgeProminence
        @Environment(\.allowsTightening) private var allowsTightening

        var body: some View {
            NavigationStack {
                List {
                    Label("Inbox", systemImage: "tray").badge(3).badgeProminence(.increased).listItemTint(.preferred(.blue))
                    Label("Sent", systemImage: "paperplane").listItemTint(.monochrome)
                    Label("Drafts", systemImage: "doc").listItemTint(Color.orange)
                    Image("logo").renderingMode(.template).interpolation(.none).antialiased(false)
                    Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true).layoutDirectionBehavior(.mirrors(in: .rightToLeft))
                    Text("Card").rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))
                        .rotation3DEffect(.degrees(5), axis: (1, 0, 0), anchor: .top, anchorZ: 2, perspective: 0.5)
                        .projectionEffect(ProjectionTransform(CGAffineTransform(rotationAngle: 0.1)))
                        .luminanceToAlpha().hoverEffect().hoverEffect(.lift).hoverEffect(.highlight, isEnabled: false)
                    Text("9.99").allowsTightening(true).typesettingLanguage(.init(identifier: "ja")).typesettingLanguage(.automatic, isEnabled: true)
                    Text("kg").textScale(.secondary).textScale(.default, isEnabled: false)
                    ContainerRelativeShape().fill(.tint).containerShape(RoundedRectangle(cornerRadius: 12))
                    ScrollView { Text("Clip") }.scrollClipDisabled().scrollClipDisabled(false).scrollIndicatorsFlash(onAppear: true)
                }
                .background().background(ignoresSafeAreaEdges: .bottom).backgroundStyle(.ultraThinMaterial)
                .containerBackground(.yellow.gradient, for: .navigation)
                .containerBackground(for: .widget) { Color.clear }
            }
        }
    }

    @Test("They compile with SwiftUI's spellings and resolve")
    func spellings() {
        let tree = resolve(Screen())
        #expect(tree.root.children.count == 1)
        let values = EnvironmentValues()
        #expect(values.backgroundStyle == nil && values.badgeProminence == .standard && !values.allowsTightening)
        #expect(HoverEffect.automatic != .lift && BadgeProminence.decreased != .increased && ContainerBackgroundPlacement.tabView != .navigationSplitView)
    }
}
