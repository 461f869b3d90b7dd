import ContainerUI
import Foundation

/// A download screen restyled through style protocols: the download in a card group box with a
/// ring progress view, a form of settings in the chosen form style, regions in a disclosure group
/// with a leading plus or minus, and the phone's storage as a bar with its current value. With
/// `automatic` boxes, the downloads are automatic group boxes inside one (each a background level
/// up), one with a Foundation `Progress`, the other waiting with a labelled spinner.
struct CustomStylesExample: View {
    var progress = 0.62
    var formStyle = "automatic"
    var boxes = "card"

    var body: some View {
        VStack(spacing: 0) {
            if boxes == "automatic" {
                automaticDownloads
            } else {
                cardDownload
            }
            settings
        }
    }

    /// The downloads in automatic group boxes: the outer box on the secondary background, the
    /// inner ones a level up.
    private var automaticDownloads: some View {
        GroupBox {
            GroupBox("Maps of Norway") {
                ProgressView(mapsProgress)
            }
            GroupBox("Maps of Sweden") {
                ProgressView("Waiting for Wi-Fi")
            }
        } label: {
            Label("Downloading", systemImage: "arrow.down")
        }
        .padding()
    }

    /// The Norwegian maps' download as Foundation tracks it, in hundredths.
    private var mapsProgress: Progress {
        let tracked = Progress(totalUnitCount: 100)
        tracked.completedUnitCount = Int64((min(max(progress, 0), 1) * 100).rounded())
        return tracked
    }

    /// The download in a card group box with a ring progress view.
    private var cardDownload: some View {
        GroupBox {
            HStack(spacing: 16) {
                ProgressView(value: progress) {
                    Text("Maps of Norway")
                } currentValueLabel: {
                    Text(progress, format: .percent.precision(.fractionLength(0)))
                }
                .progressViewStyle(RingProgressStyle())
                VStack(alignment: .leading, spacing: 4) {
                    Text("Maps of Norway").font(.headline)
                    Text("\(downloaded) of 1.9 GB")
                        .monospacedDigit()
                        .foregroundStyle(.secondary)
                }
            }
        } label: {
            Label(progress < 1 ? "Downloading" : "Downloaded", systemImage: "arrow.down")
        }
        .groupBoxStyle(CardGroupBoxStyle())
        .padding()
    }

    /// The settings form in the chosen style.
    private var settings: some View {
        Form {
            Section("Download") {
                LabeledContent("Network", value: "Wi-Fi")
                LabeledContent("Save to", value: "On My iPhone › Maps")
                Toggle("Use cellular data", isOn: .constant(false))
                DisclosureGroup("Regions", isExpanded: .constant(true)) {
                    Text("Oslo and Viken")
                    Text("Vestland")
                }
                .disclosureGroupStyle(LeadingSymbolDisclosureStyle())
            }
            Section("Storage") {
                LabeledContent("Available", value: "23.4 GB")
                ProgressView(value: 41, total: 64) {
                    Text("iPhone")
                } currentValueLabel: {
                    Text("41 of 64 GB used")
                }
            }
        }
        .modifier(ChosenFormStyle(style: formStyle))
    }

    /// How much of the 1.9 GB is downloaded, in gigabytes with one decimal.
    private var downloaded: String {
        (1.9 * min(max(progress, 0), 1)).formatted(.number.precision(.fractionLength(1))) + " GB"
    }
}

/// A card: the label in the tint over the content, on a material with a soft shadow.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            configuration.label
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.tint)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 8, y: 2)
    }
}

/// A ring filled clockwise from the top to the fraction completed, with the current value in
/// the middle; the label names it for screen readers.
struct RingProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.25), lineWidth: 8)
            ProgressArc(fraction: configuration.fractionCompleted ?? 0)
                .stroke(.tint, lineWidth: 8)
            configuration.currentValueLabel
                .font(.caption.weight(.semibold))
                .monospacedDigit()
        }
        .frame(width: 64, height: 64)
    }
}

/// An arc from the top, clockwise through `fraction` of a full turn.
struct ProgressArc: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * min(max(fraction, 0), 1)), clockwise: false
        )
        return path
    }
}

/// A disclosure group with a plus (collapsed) or minus (expanded) before the label, in the tint,
/// and its content indented under the label.
struct LeadingSymbolDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Image(systemName: configuration.isExpanded ? "minus.circle" : "plus.circle")
                    .foregroundStyle(.tint)
                configuration.label
            }
            if configuration.isExpanded {
                VStack(alignment: .leading, spacing: 6) {
                    configuration.content
                }
                .foregroundStyle(.secondary)
                .padding(.leading, 28)
            }
        }
    }
}

/// The form style the gallery's parameter names.
struct ChosenFormStyle: ViewModifier {
    let style: String

    func body(content: Content) -> some View {
        switch style {
        case "grouped": content.formStyle(.grouped)
        case "columns": content.formStyle(.columns)
        default: content.formStyle(.automatic)
        }
    }
}
