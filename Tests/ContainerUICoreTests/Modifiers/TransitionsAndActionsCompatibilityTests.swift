import ContainerUI
import Foundation
import Testing

/// iOS 16 to 18 modifiers a one-frame render has nothing to draw for (zoom transitions and their
/// sources, sheet sizing, accessibility actions, content shape kinds, focus effects, widget
/// accents, font widths) compile as in SwiftUI and leave the resolved tree as it was;
/// `labelsVisibility` hides labels as `labelsHidden` does.
@Suite struct TransitionsAndActionsCompatibilityTests {
    private struct Gallery: View {
        @Namespace private var namespace
        let decorated: Bool

        var body: some View {
            VStack {
                if decorated {
                    Text("Photo")
                        .matchedTransitionSource(id: 1, in: namespace)
                        .matchedTransitionSource(id: 2, in: namespace) { source in
                            source.background(.blue).clipShape(RoundedRectangle(cornerRadius: 8)).shadow(radius: 4)
                        }
                        .navigationTransition(.zoom(sourceID: 1, in: namespace))
                        .navigationTransition(.automatic)
                        .presentationSizing(.form.fitted(horizontal: true, vertical: false).sticky(vertical: true))
                        .accessibilityAction { }
                        .accessibilityAction(.magicTap) { }
                        .accessibilityAction(named: "Share") { }
                        .accessibilityAction(named: Text("Pin")) { }
                        .accessibilityAction(named: String("Copy")) { }
                        .accessibilityAction { } label: { Label("Delete", systemImage: "trash") }
                        .accessibilityActions { Button("Archive") {}; Button("Flag") {} }
                        .accessibilityAdjustableAction { direction in _ = direction == .increment }
                        .contentShape(.hoverEffect, Circle())
                        .contentShape([.interaction, .accessibility], Rectangle(), eoFill: true)
                        .focusEffectDisabled()
                        .widgetAccentable()
                        .fontWidth(.condensed)
                } else {
                    Text("Photo")
                }
                Text("Caption").font(.body.width(.expanded)).fontWidth(.compressed)
            }
        }
    }

    @Test func theyLeaveTheTreeAsItWas() {
        #expect(resolve(Gallery(decorated: true)).dump() == resolve(Gallery(decorated: false)).dump())
        #expect(AccessibilityActionKind(named: Text("Pin")) == AccessibilityActionKind(named: Text("Pin")))
        #expect(AccessibilityActionKind.escape != .delete)
        #expect(Font.Width.condensed.value == -0.2 && ContentShapeKinds.hoverEffect.contains(.hoverEffect))
    }

    @Test func labelsVisibilityHidesOrShowsLabels() {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true))
        #expect(resolve(toggle.labelsVisibility(.hidden)).dump() == resolve(toggle.labelsHidden()).dump())
        #expect(resolve(toggle.labelsVisibility(.visible)).dump() == resolve(toggle).dump())
        #expect(resolve(toggle.labelsVisibility(.visible).labelsHidden()).dump() == resolve(toggle).dump())
        #expect(resolve(toggle.labelsVisibility(.automatic)).dump() != resolve(toggle.labelsHidden()).dump())
    }
}
