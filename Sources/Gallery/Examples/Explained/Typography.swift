import ContainerUI

/// A now-playing card set with SwiftUI's typography: a tracked caption, a title cut by its line
/// limit, an artist line that shrinks to fit, tabular times, a rating on its baseline, line-spaced
/// notes in a chosen line height, a raised footnote mark, and symbols in an image scale and
/// rendering mode.
struct TypographyExample: View {
    var tracking = 2.0
    var lineSpacing = 4.0
    var lineHeight = "automatic"
    var truncation = "tail"
    var imageScale = "medium"
    var rendering = "hierarchical"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                Image(systemName: "person.circle")
                    .font(.largeTitle)
                    .symbolRenderingMode(renderingMode)
                    .foregroundStyle(.indigo, .pink)
                VStack(alignment: .leading, spacing: 2) {
                    Text("NOW PLAYING")
                        .font(.caption.weight(.semibold))
                        .tracking(tracking)
                        .foregroundStyle(.secondary)
                    Text("Variations on a Theme by Haydn, Op. 56a: Chorale St. Antoni")
                        .font(.headline)
                        .lineLimit(1)
                        .truncationMode(truncationMode)
                    Text("Vienna Philharmonic Orchestra and Chorus")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .minimumScaleFactor(0.75)
                }
            }
            HStack {
                Text("1:07")
                Spacer()
                Text("-11:52")
            }
            .font(.caption)
            .monospacedDigit()
            .foregroundStyle(.secondary)
            HStack(spacing: 28) {
                Image(systemName: "backward.fill")
                Image(systemName: "play.fill")
                Image(systemName: "forward.fill")
            }
            .font(.title2)
            .imageScale(scale)
            .frame(maxWidth: .infinity)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("4.8")
                    .font(.title.bold())
                Text("out of 5")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer()
                Text("2,341 ratings")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            Text("Brahms wrote the eight variations in the summer of 1873, first for two pianos and then for orchestra")
                + Text("1").font(.caption2).baselineOffset(6)
                + Text(".")
            Text("1 Recorded live at the Musikverein, Vienna.")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .lineSpacing(lineSpacing)
        .lineHeight(paragraphLineHeight)
        .padding(20)
        .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 20))
        .padding()
    }

    private var paragraphLineHeight: AttributedString.LineHeight? {
        switch lineHeight {
        case "variable": .variable
        case "tight": .tight
        case "normal": .normal
        case "loose": .loose
        case "multiple": .multiple(factor: 1.6)
        case "exact": .exact(points: 26)
        default: nil
        }
    }

    private var truncationMode: Text.TruncationMode {
        switch truncation {
        case "head": .head
        case "middle": .middle
        default: .tail
        }
    }

    private var scale: Image.Scale {
        switch imageScale {
        case "small": .small
        case "large": .large
        default: .medium
        }
    }

    private var renderingMode: SymbolRenderingMode {
        switch rendering {
        case "monochrome": .monochrome
        case "palette": .palette
        case "multicolor": .multicolor
        default: .hierarchical
        }
    }
}
