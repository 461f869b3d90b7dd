import ContainerUI

/// GeometryReader: views sized from the space their reader is given. A download's bar filled to
/// its progress with a marker riding its end, a week of activity whose columns share the
/// reader's width, a split whose leading part takes a fraction of it, and a summary whose tiles
/// stand in a row when the reader is wide enough and in a column otherwise. The reader's size
/// depends on the window and the paddings around it, not on the screen, as in SwiftUI.
struct GeometryReadersExample: View {
    var progress: Double
    var split: Double
    var rowFrom: Int
    var colorScheme: ColorScheme

    init(progress: Int = 64, split: Int = 66, rowFrom: Int = 480, colorScheme: String = "light") {
        self.progress = Double(min(max(progress, 0), 100)) / 100
        self.rowFrom = rowFrom
        self.split = Double(min(max(split, 10), 90)) / 100
        self.colorScheme = colorScheme == "dark" ? .dark : .light
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                VStack(alignment: .leading, spacing: 10) {
                    Text("Downloading").font(.title2.bold())
                    Text("\(Int(progress * 100))% of 2.4 GB").font(.subheadline).foregroundStyle(.secondary)
                    ProgressBar(fraction: progress)
                        .frame(height: 14)
                }
                VStack(alignment: .leading, spacing: 10) {
                    Text("Activity").font(.title2.bold())
                    ActivityColumns(minutes: [32, 58, 12, 75, 44, 90, 26])
                        .frame(height: 120)
                }
                VStack(alignment: .leading, spacing: 10) {
                    Text("Summary").font(.title2.bold())
                    SummaryTiles(rowFrom: CGFloat(rowFrom))
                        .frame(height: 184)
                }
                VStack(alignment: .leading, spacing: 10) {
                    Text("Budget").font(.title2.bold())
                    SplitBar(fraction: split)
                        .frame(height: 36)
                        .clipShape(.rect(cornerRadius: 8))
                }
            }
            .padding(24)
        }
        .background(colorScheme == .dark ? Color.black : Color.white)
        .environment(\.colorScheme, colorScheme)
    }
}

/// A track filled to `fraction` of its width, with a marker at the fill's end.
private struct ProgressBar: View {
    var fraction: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.secondary.opacity(0.2))
                Capsule().fill(Color.green)
                    .frame(width: proxy.size.width * fraction)
                Circle().fill(Color.white)
                    .overlay(Circle().stroke(Color.green, lineWidth: 3))
                    .frame(width: proxy.size.height, height: proxy.size.height)
                    .offset(x: max(proxy.size.width * fraction - proxy.size.height, 0))
            }
        }
    }
}

/// A column for each day, sharing the width, each as tall as its share of the longest day.
private struct ActivityColumns: View {
    var minutes: [Int]

    var body: some View {
        GeometryReader { proxy in
            let spacing: CGFloat = 6
            let count = CGFloat(minutes.count)
            let width = (proxy.size.width - spacing * (count - 1)) / count
            let longest = CGFloat(minutes.max() ?? 1)
            HStack(alignment: .bottom, spacing: spacing) {
                ForEach(Array(minutes.enumerated()), id: \.offset) { day in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.orange)
                        .frame(width: width, height: proxy.size.height * CGFloat(day.element) / longest)
                        .accessibilityLabel("\(day.element) minutes")
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottomLeading)
        }
    }
}

/// Spent and left of a budget, side by side: the spent part takes `fraction` of the width.
private struct SplitBar: View {
    var fraction: Double

    var body: some View {
        GeometryReader { proxy in
            HStack(spacing: 0) {
                // A deep blue, so that the white label stands out from it.
                Color(red: 0.05, green: 0.3, blue: 0.7)
                    .frame(width: proxy.size.width * fraction)
                    .overlay(Text("Spent").font(.caption.bold()).foregroundStyle(Color.white))
                Color.blue.opacity(0.2)
                    .overlay(Text("Left").font(.caption.bold()))
            }
        }
    }
}

/// Three figures, in a row when the reader is at least `rowFrom` wide, else in a column.
private struct SummaryTiles: View {
    var rowFrom: CGFloat

    var body: some View {
        GeometryReader { proxy in
            if proxy.size.width >= rowFrom {
                HStack(spacing: 12) { tiles }
            } else {
                VStack(spacing: 8) { tiles }
            }
        }
    }

    @ViewBuilder private var tiles: some View {
        tile("Distance", "42.2 km")
        tile("Time", "3:58:12")
        tile("Pace", "5:39 /km")
    }

    private func tile(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.headline)
        }
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(Color.secondary.opacity(0.12), in: .rect(cornerRadius: 10))
    }
}
