import ContainerUI

/// A day's activity: three rings drawn by trimming circles, with the chosen line cap, over
/// tracks stroked inside their frames; summary cards filled with colours' standard gradients;
/// and a dashed outline, with the chosen cap and join, around a goal still to set.
struct ActivityRingsExample: View {
    var progress = 0.7
    var lineCap = "round"
    var lineJoin = "round"

    private var cap: CGLineCap {
        switch lineCap {
        case "butt": .butt
        case "square": .square
        default: .round
        }
    }

    private var join: CGLineJoin {
        switch lineJoin {
        case "miter": .miter
        case "bevel": .bevel
        default: .round
        }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Activity")
                    .font(.largeTitle.bold())
                HStack(spacing: 24) {
                    ZStack {
                        ActivityRing(fraction: progress, color: .red, cap: cap)
                        ActivityRing(fraction: progress * 0.8, color: .green, cap: cap)
                            .padding(22)
                        ActivityRing(fraction: progress * 0.55, color: .cyan, cap: cap)
                            .padding(44)
                    }
                    .frame(width: 156, height: 156)
                    VStack(alignment: .leading, spacing: 10) {
                        RingLegend(title: "Move", value: "\(Int((progress * 600).rounded())) of 600 kcal", color: .red)
                        RingLegend(title: "Exercise", value: "\(Int((progress * 0.8 * 30).rounded())) of 30 min", color: .green)
                        RingLegend(title: "Stand", value: "\(Int((progress * 0.55 * 12).rounded())) of 12 hr", color: .cyan)
                    }
                }
                HStack(spacing: 12) {
                    SummaryCard(title: "Steps", value: "8,204", symbol: "flag", color: .orange)
                    SummaryCard(title: "Distance", value: "6.1 km", symbol: "map", color: .blue)
                }
                HStack(spacing: 12) {
                    SummaryCard(title: "Energy", value: "1,840 kcal", symbol: "flame", color: .purple)
                    SummaryCard(title: "Heart", value: "68 bpm", symbol: "heart.fill", color: .pink)
                }
                VStack(spacing: 6) {
                    Image(systemName: "plus.circle")
                        .font(.title2)
                    Text("Set a weekly goal")
                        .font(.headline)
                }
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, minHeight: 96)
                .overlay {
                    Rectangle()
                        .stroke(.secondary, style: StrokeStyle(lineWidth: 3, lineCap: cap, lineJoin: join, dash: [12, 8]))
                }
            }
            .padding()
        }
    }
}

/// One ring: its track stroked inside the frame, and the progress a trimmed circle from the
/// top, stroked on the track's centre line.
private struct ActivityRing: View {
    var fraction: Double
    var color: Color
    var cap: CGLineCap
    let lineWidth: CGFloat = 18

    var body: some View {
        ZStack {
            Circle()
                .strokeBorder(color.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: cap))
                .rotationEffect(.degrees(-90))
                .padding(lineWidth / 2)
        }
    }
}

/// A ring's name in its colour, and its value.
private struct RingLegend: View {
    var title: String
    var value: String
    var color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(color)
            Text(value)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

/// A card filled with its colour's standard gradient.
private struct SummaryCard: View {
    var title: String
    var value: String
    var symbol: String
    var color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.semibold))
            Text(value)
                .font(.title2.bold())
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(color.gradient))
    }
}
