import ContainerUI
import Foundation

struct ControlsSample: View {
    @State private var volume = 0.6
    @State private var isOn = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Wi-Fi", isOn: $isOn)
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Disabled", isOn: .constant(true)).disabled(true)
            Slider(value: $volume, in: 0...1) { Text("Volume") }
            Slider(value: $volume, in: 0...10, step: 0.5).accessibilityLabel("Level")
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.slash")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.2")
            }
            Slider(value: .constant(40), in: 0...100, step: 10) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            ProgressView("Downloading", value: 0.4, total: 1.0)
            HStack { ProgressView(); Text("Loading…") }
            HStack {
                Button("Save") {}
                Button("Delete", role: .destructive) {}
                Button("Disabled") {}.disabled(true)
                Button("Share", systemImage: "square.and.arrow.up") {}
            }
            HStack {
                PasteButton(payloadType: String.self) { _ in }
                PasteButton(payloadType: URL.self) { _ in }.labelStyle(.iconOnly).tint(.green)
            }
            Link("Swift.org", destination: URL(string: "https://www.swift.org")!)
            Link("Inert link", destination: URL(string: "javascript:alert(1)")!)
            Link(destination: URL(string: "mailto:hello@example.com")!) { Label("Mail us", systemImage: "envelope") }
        }
        .padding()
    }
}

/// `tint(_:)` on every control, in both appearances: tints from an ancestor, a control's own tint
/// winning over it, an explicit sRGB tint, and a destructive button staying red.
struct TintSample: View {
    var body: some View {
        VStack(spacing: 0) {
            TintedControls().tint(.orange)
            TintedControls().tint(.purple).background(.background).environment(\.colorScheme, .dark)
        }
    }
}

private struct TintedControls: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Inherited tint", isOn: .constant(true))
            Toggle("Own tint", isOn: .constant(true)).tint(.pink)
            Toggle("Off", isOn: .constant(false))
            Slider(value: .constant(0.6)) { Text("Volume") }
            Slider(value: .constant(0.3)).tint(Color(red: 0.2, green: 0.6, blue: 0.3)).accessibilityLabel("Level")
            ProgressView("Downloading", value: 0.4, total: 1.0)
            HStack { ProgressView(); Text("Loading…") }
            HStack {
                Button("Save") {}
                Button("Delete", role: .destructive) {}
                Button("Share", systemImage: "square.and.arrow.up") {}
            }
            HStack {
                PasteButton(payloadType: String.self) { _ in }
                PasteButton(payloadType: URL.self) { _ in }.labelStyle(.iconOnly).tint(.green)
            }
            Link("Swift.org", destination: URL(string: "https://www.swift.org")!)
        }
        .padding()
    }
}

struct ListSample: View {
    var body: some View {
        List {
            Section("Favorite Songs") {
                Text("Scrolling in the Deep")
                Text("Born to Build & Run")
                Text("Some Body Like View")
            }
            Section {
                Text("Cupertino Dreamin'").listRowSeparator(.hidden)
                Text("They See Me Scrollin'")
                Label("A Whole View World", systemImage: "music.note")
            } header: {
                Text("Other Songs")
            } footer: {
                Text("Separators under the first row are hidden.")
            }
        }
    }
}

/// Lists in the other styles, with their settings and the row modifiers.
struct ListStylesSample: View {
    private func songs(badge: Bool) -> some View {
        List {
            Section {
                Text("Scrolling in the Deep").badge(badge ? 3 : 0).listRowSeparatorTint(.orange)
                Text("Born to Build & Run").listRowBackground(Color.mint.opacity(0.3))
                Text("Some Body Like View").listRowInsets(EdgeInsets(top: 6, leading: 40, bottom: 6, trailing: 16))
            } header: {
                Text("Favorite Songs")
            } footer: {
                Text("Three of them.")
            }
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            songs(badge: true).listStyle(.plain).frame(height: 260)
            songs(badge: false).listStyle(.grouped).listRowSpacing(8).listSectionSpacing(.compact).frame(height: 280)
            songs(badge: true).listStyle(.inset).scrollContentBackground(.hidden)
                .environment(\.defaultMinListRowHeight, 52).frame(height: 300)
        }
    }
}

/// Buttons in every built-in style, size and border shape, light and dark.
struct ButtonStylesSample: View {
    private var buttons: some View {
        VStack(spacing: 12) {
            HStack {
                Button("Automatic") {}.buttonStyle(.automatic)
                Button("Plain") {}.buttonStyle(.plain)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
            }
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Prominent") {}.buttonStyle(.borderedProminent).tint(.green)
                Button("Go", systemImage: "play.fill") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).controlSize(.large)
            }
            HStack {
                Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini).tint(.orange)
                Button("Remove", role: .destructive) {}.buttonStyle(.borderedProminent).controlSize(.extraLarge)
            }
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            buttons.padding().background(Color.white).environment(\.colorScheme, .light)
            buttons.padding().background(Color.black).environment(\.colorScheme, .dark)
        }
    }
}

struct GridsSample: View {
    var body: some View {
        VStack(spacing: 16) {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                GridRow { Text("Name").bold(); Text("Value").bold().gridColumnAlignment(.trailing) }
                Divider()
                GridRow { Text("Width"); Text("390") }
                GridRow { Text("Height"); Text("1,024") }
                GridRow(alignment: .bottom) { Text("Spanning two columns").gridCellColumns(2) }
            }
            LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.flexible(minimum: 40, maximum: 120))]) {
                ForEach(0..<6) { i in Color.blue.opacity(0.2 + Double(i) * 0.12).frame(height: 30).overlay { Text("\(i)") } }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 4) {
                ForEach(0..<8) { i in Color.orange.frame(height: 24).overlay { Text("\(i)").font(.caption) } }
            }
            LazyHGrid(rows: [GridItem(.fixed(24)), GridItem(.fixed(24))], spacing: 6) {
                ForEach(0..<6) { Text("Item \($0)").padding(.horizontal, 6).background(Color.mint, in: Capsule()) }
            }
        }
        .padding()
    }
}

struct StackViewSample: View {
    let distributions: [StackViewDistribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(0..<distributions.count, id: \.self) { index in
                Text(distributions[index].rawValue).font(.caption)
                StackView(axis: .horizontal, distribution: distributions[index], alignment: .center, spacing: 8) {
                    Text("One").padding(4).background(Color.yellow)
                    Text("Two two").padding(4).background(Color.orange)
                    Text("Hidden").hidden()
                    Text("Three three three").padding(4).background(Color.pink)
                }
                .background(Color.gray.opacity(0.2))
            }
            StackView(axis: .vertical, alignment: .leading, spacing: 4, isLayoutMarginsRelativeArrangement: true,
                      directionalLayoutMargins: NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 24)) {
                Text("Vertical, leading")
                Text("with layout margins")
            }
            .background(Color.teal.opacity(0.3))
        }
        .padding()
    }
}

struct ScrollSample: View {
    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(0..<4) { Color.purple.opacity(0.3 + 0.15 * Double($0)).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8).frame(height: 60) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .frame(height: 60)
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<5) { Color.orange.opacity(0.3 + 0.12 * Double($0)).containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 8).frame(height: 40) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .safeAreaPadding(.horizontal, 24)
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<5) { index in
                        Color.teal.opacity(0.3 + 0.1 * Double(index)).frame(width: 120, height: 40)
                            .scrollTransition { content, phase in
                                content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase.isIdentity ? 1 : 0.5).blur(radius: phase.isIdentity ? 0 : 2)
                            }
                    }
                }
            }
            ScrollView(.vertical) {
                VStack { ForEach(0..<10) { Text("Row \($0)") } }
            }
            .scrollIndicators(.hidden)
            .frame(height: 80)
            ScrollView(.vertical) {
                VStack { ForEach(0..<6) { Text("Fixed row \($0)") } }
            }
            .scrollDisabled(true)
            .frame(height: 60)
            GeometryReader { proxy in
                Text("Geometry \(Int(proxy.size.width))")
            }
            .frame(height: 30)
            DemoColumns { Text("A"); Text("B"); Text("C") }
        }
        .padding()
    }
}

/// A custom layout placing its subviews in a diagonal.
struct DemoColumns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 40, height: CGFloat(subviews.count) * 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 40, y: bounds.minY + CGFloat(index) * 20), proposal: .unspecified)
        }
    }
}

struct ComposedSample: View {
    var body: some View {
        VStack(spacing: 16) {
            Form {
                Section("About") {
                    LabeledContent("Version", value: "2.0")
                    LabeledContent("Songs") { Text("128") }
                    DisclosureGroup("Credits") { Text("Hidden until expanded") }
                }
            }
            .frame(height: 200)
            GroupBox("Today") { Text("Nothing planned yet.") }
            HStack(spacing: 16) {
                Label("Favorites", systemImage: "star.fill").labelStyle(.iconOnly)
                Label("Songs", systemImage: "music.note").labelStyle(.titleOnly)
                Label("Albums", systemImage: "music.note.list").labelStyle(.titleAndIcon)
            }
            ContentUnavailableView("No Songs", systemImage: "music.note", description: Text("Add songs to see them here."))
                .frame(height: 220)
        }
        .padding()
    }
}
