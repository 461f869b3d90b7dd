import ContainerUI
import Foundation
import Testing

/// Typography code as SwiftUI apps write it compiles unchanged and resolves to the settings it asks for.
@Suite struct TypographySnippetTests {
    // A workout summary row: a tracked caption, tabular figures, a cut title and scaled symbols.
    private struct WorkoutRow: View {
        var title: String
        var seconds: Int

        var body: some View {
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "figure.run")
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.green, .secondary)
                    .imageScale(.large)
                VStack(alignment: .leading, spacing: 4) {
                    Text("OUTDOOR RUN")
                        .font(.caption2.weight(.semibold))
                        .kerning(1.5)
                        .foregroundStyle(.secondary)
                    Text(title)
                        .font(.headline)
                        .lineLimit(1)
                        .truncationMode(.middle)
                    Text("Average pace ") + Text("5′12″").monospacedDigit().bold() + Text("/km").baselineOffset(2)
                }
                Spacer()
                Text(String(format: "%d:%02d", seconds / 60, seconds % 60))
                    .font(.title3)
                    .monospacedDigit()
                    .minimumScaleFactor(0.5)
                    .lineLimit(1)
            }
            .lineSpacing(2)
            .tracking(0.2)
        }
    }

    @Test func workoutRowResolves() {
        let dump = resolve(WorkoutRow(title: "Morning loop along the river", seconds: 1_872)).root.dump()
        #expect(dump.contains(#"Image(systemName: "figure.run") scale=large rendering=palette secondary=secondary"#))
        #expect(dump.contains(#"Text("OUTDOOR RUN") font=caption2 semibold color=secondary kerning=1.5 tracking=0.2 lineSpacing=2"#))
        #expect(dump.contains(#"Text("Morning loop along the river") font=headline lineLimit=1 tracking=0.2 lineSpacing=2 truncation=middle"#))
        #expect(dump.contains(#"Text("31:12") font=title3 lineLimit=1 tracking=0.2 monospacedDigit lineSpacing=2 minimumScale=0.5"#))
        #expect(dump.contains(#"Text("Average pace 5′12″/km") tracking=0.2 lineSpacing=2"#))
    }
}
