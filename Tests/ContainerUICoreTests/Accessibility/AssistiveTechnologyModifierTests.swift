import ContainerUI
import Testing

/// Settings only Apple's assistive technologies act on compile as in SwiftUI and leave the
/// resolved tree as it is.
@Suite struct AssistiveTechnologyModifierTests {
    private struct Settings: View {
        @Namespace private var namespace

        var body: some View {
            VStack {
                Text("Code")
                    .accessibilityShowsLargeContentViewer()
                    .accessibilityShowsLargeContentViewer { Label("Code", systemImage: "chevron.left.forwardslash.chevron.right") }
                    .speechSpellsOutCharacters()
                    .speechAlwaysIncludesPunctuation()
                    .speechAnnouncementsQueued()
                    .speechAdjustedPitch(-0.2)
                    .accessibilityIgnoresInvertColors()
                    .accessibilityRespondsToUserInteraction(false)
                    .accessibilityZoomAction { action in _ = action.direction == .zoomIn }
                    .accessibilityDirectTouch(options: [.silentOnTouch, .requiresActivation])
                    .accessibilityTextContentType(.sourceCode)
                    .accessibilityChildren { Text("Line 1") }
                    .accessibilityLinkedGroup(id: "code", in: namespace)
                    .accessibilityInputLabels(["Code", "Source"])
                    .accessibilityInputLabels([Text("Program")])
                Button("More") {}.buttonRepeatBehavior(.enabled)
            }
        }
    }

    @Test func theyLeaveTheResolvedTreeAsItWas() {
        let plain = VStack {
            Text("Code")
            Button("More") {}
        }
        #expect(resolve(Settings()).root.dump(ids: true) == resolve(plain).root.dump(ids: true))
    }
}
