import ContainerUI
import Foundation

// One sample per view family; together they use every view kind and every modifier.

struct StacksSample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack { Text("Leading"); Spacer(); Text("Trailing") }
            HStack(alignment: .top, spacing: 4) { Text("Top"); Text("aligned\nrows").font(.caption) }
            HStack { Text("Min"); Spacer(minLength: 40); Text("40") }
            Divider()
            ZStack(alignment: .bottomTrailing) {
                Color.indigo.frame(width: 120, height: 60)
                Text("ZStack").foregroundStyle(.white).padding(4)
            }
            LazyVStack(alignment: .trailing) { Text("Lazy"); Text("VStack") }
            HStack(alignment: .firstTextBaseline) { Text("Big").font(.title); Text("baseline") }
        }
        .padding()
    }
}

struct FramesSample: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Fixed 200×40, leading").frame(width: 200, height: 40, alignment: .leading).background(Color.yellow)
            Text("maxWidth ∞").frame(maxWidth: .infinity).background(Color.mint)
            Text("min 100, max 300").frame(minWidth: 100, maxWidth: 300, minHeight: 30, maxHeight: 50, alignment: .topTrailing).background(Color.orange)
            Text("Padded").padding(.horizontal, 24).padding(.vertical, 4).background(Color.teal, in: Capsule())
            HStack {
                Color.red.aspectRatio(1, contentMode: .fit).frame(width: 40)
                Text("fixedSize keeps this on one line").fixedSize()
                Text("priority").layoutPriority(1)
            }
            Text("Offset").offset(x: 20, y: 4)
            Text("Rotated").rotationEffect(.degrees(-8))
            Text("Scaled").scaleEffect(1.3, anchor: .leading)
            Text("Moved, tilted and skewed")
                .offset(x: 6)
                .rotationEffect(.degrees(3))
                .transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.2, d: 1, tx: 0, ty: 0))
            ZStack {
                Color.green.frame(width: 60, height: 30).zIndex(1)
                Color.pink.frame(width: 30, height: 60)
            }
        }
        .padding()
    }
}

struct DrawingSample: View {
    var body: some View {
        VStack(spacing: 14) {
            Text("Card").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12)).shadow(radius: 6, y: 3)
            Text("Bordered").padding(8).border(Color.purple, width: 2)
            Text("Overlay").padding().overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10) }
            Text("Background view").padding().background { LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing) }
            HStack(spacing: 12) {
                Rectangle().trim(from: 0.1, to: 0.6).stroke(.blue, lineWidth: 4).frame(width: 90, height: 40)
                RoundedRectangle(cornerRadius: 12).trim(from: 0.3, to: 0.95).stroke(.green, lineWidth: 4).frame(width: 60, height: 60)
            }
            Text("Gradient title")
                .font(.title.bold())
                .foregroundStyle(LinearGradient(colors: [.indigo, .purple], startPoint: .leading, endPoint: .trailing))
            HStack {
                Color.indigo.frame(width: 50, height: 50).clipShape(Circle())
                Color.cyan.frame(width: 80, height: 40).clipShape(Capsule())
                Color.brown.frame(width: 50, height: 50).clipShape(Arch())
                Color.gray.frame(width: 50, height: 50).cornerRadius(10)
                Color.yellow.frame(width: 60, height: 30).clipped()
            }
            HStack(spacing: 6) {
                Color.orange.frame(width: 30, height: 30).blur(radius: 2)
                Color.orange.frame(width: 30, height: 30).brightness(0.3)
                Color.orange.frame(width: 30, height: 30).contrast(0.5)
                Color.orange.frame(width: 30, height: 30).saturation(0.2).blur(radius: 1, opaque: true)
                Color.orange.frame(width: 30, height: 30).grayscale(1)
                Color.orange.frame(width: 30, height: 30).hueRotation(.degrees(120))
                Color.orange.frame(width: 30, height: 30).colorInvert()
            }
            HStack {
                Text("Half").opacity(0.5)
                Text("Hidden").hidden()
                Text("Labelled").accessibilityLabel("A labelled group")
                Image(systemName: "star.fill").accessibilityHidden(true)
            }
            HStack {
                Text("RTL").padding(.leading, 20).background(Color.mint).environment(\.layoutDirection, .rightToLeft)
                Text("Dark").padding(6).background(Color(white: 0.1)).environment(\.colorScheme, .dark)
                Text("Light").padding(6).background(Color.white).environment(\.colorScheme, .light)
            }
        }
        .padding()
    }
}

struct TextSample: View {
    /// An attributed string with SwiftUI's attributes on its runs.
    static var attributed: AttributedString {
        var string = AttributedString("Attributed: highlighted, headline, linked")
        if let range = string.range(of: "highlighted") { string[range].backgroundColor = .yellow }
        if let range = string.range(of: "headline") { string[range].font = .headline; string[range].foregroundColor = .purple }
        if let range = string.range(of: "linked") { string[range].link = URL(string: "https://example.com") }
        return string
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Large Title").font(.largeTitle)
            Text("Dotted underline").underline(pattern: .dot)
            Text("Struck with dashes").strikethrough(pattern: .dash, color: .red)
            Text("Title").font(.title)
            Text("Title 2").font(.title2)
            Text("Title 3").font(.title3)
            Text("Headline").font(.headline)
            Text("Body")
            Text("Callout").font(.callout)
            Text("Subheadline").font(.subheadline)
            Text("Footnote").font(.footnote)
            Text("Caption").font(.caption)
            Text("Caption 2").font(.caption2)
            Text("Bold serif").font(.system(.body, design: .serif)).bold()
            Text("Rounded heavy").font(.system(size: 20, weight: .heavy, design: .rounded))
            Text("Monospaced").font(.system(.body, design: .monospaced))
            Text("Italic secondary").italic().foregroundStyle(.secondary)
            Text("Struck").strikethrough(color: .red)
            Text("Underlined").underline()
            Text("Upper case").textCase(.uppercase)
            Text("LOWER CASE").textCase(.lowercase)
            Text("Bold ").bold() + Text("and italic ").italic() + Text("runs").foregroundColor(.blue)
            Text("Rated \(Image(systemName: "star.fill")) 4.5 ") + Text(Image(systemName: "heart.fill")).foregroundColor(.red)
            Text("Markdown: **bold**, _italic_, ~~struck~~, `code` and [a link](https://example.com)")
            Text(Self.attributed)
            Text("A long paragraph that is limited to two lines, so the rest of this sentence is cut off with an ellipsis after the second line ends.").lineLimit(2)
            Text("Centred lines\nof multiline text").multilineTextAlignment(.center).frame(maxWidth: .infinity)
        }
        .padding()
    }
}

struct ColorsSample: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .primary, .secondary, .accentColor]

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 2) { ForEach(0..<colors.count, id: \.self) { colors[$0].frame(height: 30) } }
            HStack(spacing: 2) { ForEach(0..<colors.count, id: \.self) { colors[$0].frame(height: 30) } }
                .padding(4).background(Color.black).environment(\.colorScheme, .dark)
            HStack {
                Color(red: 0.2, green: 0.5, blue: 0.3).frame(width: 40, height: 30)
                Color.blue.opacity(0.3).frame(width: 40, height: 30)
                LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing).frame(width: 60, height: 30)
                ZStack { Color.red; Color.clear.background(.ultraThinMaterial); Text("Material") }.frame(width: 90, height: 30)
            }
            // iOS 18's mesh gradient: a 3 × 3 mesh with its middle point moved, and a 2 × 2 one.
            HStack {
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.8, 0.2], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
                .frame(width: 120, height: 80)
                MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                             colors: [.black, .blue, .teal, .white], smoothsColors: false)
                .clipShape(RoundedRectangle(cornerRadius: 12))
                .frame(width: 80, height: 80)
            }
            // UIKit's semantic colours and iOS 18's mixes, in both appearances.
            ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
                HStack(spacing: 2) {
                    Color(.systemGray6); Color(.systemGray4); Color(uiColor: .secondarySystemBackground); Color(.separator)
                    Color.blue.mix(with: .red, by: 0.5); Color.blue.mix(with: .white, by: 0.5, in: .device)
                }
                .frame(height: 30).padding(4).background(Color(.systemBackground)).environment(\.colorScheme, scheme)
            }
        }
        .padding()
    }
}

struct ShapesSample: View {
    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Rectangle().fill(.blue).frame(width: 50, height: 30)
                RoundedRectangle(cornerRadius: 8).fill(.green).frame(width: 50, height: 30)
                Circle().fill(.orange).frame(width: 50, height: 30)
                Ellipse().fill(.purple).frame(width: 50, height: 30)
                Capsule().fill(.pink).frame(width: 50, height: 30)
            }
            HStack {
                Rectangle().stroke(.blue, lineWidth: 2).frame(width: 50, height: 30)
                RoundedRectangle(cornerRadius: 8).stroke(.green, lineWidth: 3).frame(width: 50, height: 30)
                Circle().stroke(.orange, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 50, height: 30)
                Arch().fill(.yellow).frame(width: 50, height: 50)
                Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
            }
            HStack {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)).frame(width: 50, height: 40)
                Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 25)).frame(width: 50, height: 50)
                Ellipse().fill(EllipticalGradient(colors: [.white, .blue])).frame(width: 70, height: 40)
                RadialGradient(colors: [.mint, .teal], center: .topLeading, startRadius: 0, endRadius: 60).frame(width: 50, height: 40)
                Text("Dial").padding(8).background(.angularGradient(colors: [.orange, .pink, .orange], center: .center, startAngle: .zero, endAngle: .degrees(360)), in: .rect(cornerRadius: 6))
            }
            Text("🍎").font(.largeTitle).frame(width: 80, height: 100).modifier(Tile(cornerRadius: 10))
            // Shapes moved, turned, scaled and mapped within their frames; strokes keep their width.
            HStack {
                Rectangle().rotation(.degrees(45)).fill(.blue).frame(width: 40, height: 40)
                Circle().scale(0.5).stroke(.red, lineWidth: 4).frame(width: 60, height: 40)
                Capsule().scale(x: 1, y: 0.5, anchor: .top).fill(.green).frame(width: 60, height: 40)
                Arch().offset(x: 10, y: 5).fill(.orange).frame(width: 40, height: 40)
                Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: -0.5, d: 1, tx: 10, ty: 0)).fill(.purple).frame(width: 40, height: 30)
                RoundedRectangle(cornerRadius: 6).rotation(.degrees(-10), anchor: .bottomLeading).offset(x: 4).stroke(.teal, lineWidth: 2).frame(width: 50, height: 30)
            }
            // Filled and stroked (iOS 17): a fill's stroke lies over it, a stroke's fill over the stroke.
            HStack {
                Circle().fill(.yellow).stroke(.orange, lineWidth: 4).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 8).fill(.blue.opacity(0.3)).strokeBorder(.blue, lineWidth: 3).frame(width: 50, height: 40)
                Capsule().stroke(.red, lineWidth: 8).fill(.white).frame(width: 60, height: 30)
                Rectangle().fill(.mint).stroke(.black, style: StrokeStyle(lineWidth: 2, dash: [4, 2])).frame(width: 40, height: 30)
                Arch().stroke(.purple, lineWidth: 6).fill(.pink).frame(width: 40, height: 40)
            }
            // Inset shapes: a ring drawn inside its frame, concentric corners, an inset capsule.
            HStack {
                ZStack {
                    Circle().stroke(.gray.opacity(0.3), lineWidth: 8)
                    Circle().inset(by: 4).trim(from: 0, to: 0.7).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                }
                .frame(width: 60, height: 40)
                ZStack {
                    RoundedRectangle(cornerRadius: 14).fill(.orange)
                    RoundedRectangle(cornerRadius: 14).inset(by: 6).fill(.yellow)
                }
                .frame(width: 60, height: 40)
                Capsule().inset(by: 4).stroke(.green, lineWidth: 2).background(Capsule().fill(.green.opacity(0.2))).frame(width: 70, height: 30)
                Rectangle().inset(by: -4).rotation(.degrees(10)).stroke(.red, lineWidth: 1).frame(width: 30, height: 30)
            }
        }
        .padding()
    }
}

struct SymbolsSample: View {
    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 12) {
                Image(systemName: "pencil")
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Image(systemName: "heart.fill").foregroundStyle(.red).font(.title)
                Image(systemName: "trash").foregroundStyle(.red)
                Image(systemName: "gear").font(.largeTitle)
                Image(systemName: "no.such.symbol")
            }
            Label("Favourites", systemImage: "star")
            HStack(spacing: 12) {
                Image(systemName: "heart").symbolVariant(.fill)
                Image(systemName: "person").symbolVariant(.circle.fill)
                Image(systemName: "star").symbolVariant(.square)
            }
            Image("photo-of-a-cat").resizable().frame(width: 40, height: 40).accessibilityLabel("A cat")
            HStack {
                Image(systemName: "person.circle")
                VStack(alignment: .leading) {
                    Text("Placeholder name").font(.headline)
                    Text("A caption that wraps onto a second line while it waits for its data")
                }
            }
            .redacted(reason: .placeholder)
        }
        .padding()
    }
}
